import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SearchBar, type DocumentSearchResult, type SearchBarProps } from "./search-bar";
import { searchLabels } from "./search-labels";
import { documentHref, documentsEn, documentsTh, manyDocuments, searchDocuments } from "./search.fixtures";

/** Router navigations made by following a result (the stories' RouterProvider). */
const navigate = fn().mockName("navigate");

/**
 * A parent like the portal, answering each `onSearch` after `answerDelayMs(query)` ms. It keeps whatever answer
 * came last, including a late answer to an older query (a naive parent), so the widget's own guard is what keeps
 * stale results off the screen.
 */
function SimulatedSearch({
  documents,
  answerDelayMs = () => 20,
  onSearch,
  ...props
}: Omit<SearchBarProps, "getResultHref"> & {
  documents: readonly DocumentSearchResult[];
  answerDelayMs?: (query: string) => number;
}) {
  const [answer, setAnswer] = useState<{ query: string; results: DocumentSearchResult[] }>();
  const [lastAnswered, setLastAnswered] = useState("");
  return (
    <RouterProvider navigate={navigate}>
      <div
        className="relative flex h-16 items-center justify-end gap-2 border-b border-border bg-appbar px-4"
        data-last-answered={lastAnswered}
      >
        <SearchBar
          {...props}
          getResultHref={documentHref}
          results={answer?.results}
          resultsQuery={answer?.query}
          onSearch={(query, signal) => {
            onSearch(query, signal);
            setTimeout(() => {
              setAnswer({ query, results: searchDocuments(documents, query) });
              setLastAnswered(query);
            }, answerDelayMs(query));
          }}
        />
      </div>
    </RouterProvider>
  );
}

/** The debounce of the stories, in ms (short, so that play functions do not wait 300 ms at each step). */
const STORY_DEBOUNCE_MS = 80;

const meta = {
  title: "Widgets/Search",
  component: SearchBar,
  // The stories wait on the debounce in real time, so they shorten it; the spec's 300 ms (the default) is
  // proven with fake timers in search-scheduler.test.ts.
  args: { onSearch: fn(), getResultHref: documentHref, debounceMs: STORY_DEBOUNCE_MS },
  render: ({ getResultHref: _ignored, ...args }) => <SimulatedSearch {...args} documents={documentsEn} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits past the debounce, so that a search that should not happen would have happened. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, STORY_DEBOUNCE_MS * 2));

async function openBar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Search documents" }));
  const input = canvas.getByRole("searchbox", { name: "Search documents" });
  await expect(input).toHaveFocus();
  return { canvas, input };
}

/**
 * Two characters search nothing; three search once after the debounce; arrow keys move through the results
 * (aria-activedescendant); Enter follows the result's link through the router and closes the bar.
 */
export const TypeNavigateFollow: Story = {
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "ro");
    await pastDebounce();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByText("Type at least 3 characters to search.")).toBeInTheDocument();

    await userEvent.type(input, "a");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledOnce());
    await expect(args.onSearch).toHaveBeenCalledWith("roa", expect.any(AbortSignal));
    const listbox = await canvas.findByRole("listbox", { name: "Documents found" });
    const options = within(listbox).getAllByRole("option");
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveTextContent("Road repair budget 2026");
    await expect(options[0]).toHaveTextContent("/Engineering/Budgets");

    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id));
    await expect(input).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await expect(navigate.mock.calls[0]?.[0]).toBe("/dms/main/document;docId=102;folderId=14;docType=5");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Search documents" })).toHaveFocus());
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Going back below three characters hides the results at once and searches nothing. */
export const BelowMinimumClears: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "road");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Backspace}{Backspace}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    // On a loaded machine a keystroke can come later than the debounce, so "roa" may have been searched on the way to
    // "road" (two searches; one in the full test command of 2026-12-01, where the story expected exactly one): what the
    // story proves is that from "ro" on nothing is searched.
    const calls = (args.onSearch as ReturnType<typeof fn>).mock.calls;
    const searched = calls.length;
    await pastDebounce();
    await expect(args.onSearch).toHaveBeenCalledTimes(searched);
    await expect(calls.map(([query]) => query).filter((query) => String(query).length < 3)).toEqual([]);
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/** Escape closes and clears; focus returns to the search button; reopening starts empty. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "road");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Search documents" })).toHaveFocus());
    const reopened = await openBar(canvasElement);
    await expect(reopened.input).toHaveValue("");
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/** The X closes and clears too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "waste");
    await userEvent.click(canvas.getByRole("button", { name: "Close search" }));
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Search documents" })).toHaveFocus());
  },
};

/** A search that finds nothing says so (and announces it). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "zzz");
    await expect(await canvas.findByText("No results", { selector: "p" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("No results");
  },
};

/**
 * No race: the answer to "roa" arrives after the answer to "road". The naive parent passes the late, older
 * answer, and the widget ignores it: no result that only matches "roa" is shown.
 */
export const StaleResultsIgnored: Story = {
  render: ({ getResultHref: _ignored, ...args }) => (
    <SimulatedSearch
      {...args}
      documents={[...documentsEn, { ...documentsEn[0]!, id: 199, documentName: "Roam policy" }]}
      answerDelayMs={(query) => (query === "roa" ? 700 : 10)}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "roa");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("roa", expect.any(AbortSignal)));
    await userEvent.type(input, "d");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("road", expect.any(AbortSignal)));
    const firstSignal = (args.onSearch as ReturnType<typeof fn>).mock.calls[0]?.[1] as AbortSignal;
    await expect(firstSignal.aborted).toBe(true);
    // Wait until the late "roa" answer has been delivered to the widget.
    await waitFor(() => expect(canvasElement.querySelector("[data-last-answered=roa]")).not.toBeNull(), {
      timeout: 3000,
    });
    await expect(canvas.queryByText("Roam policy")).toBeNull();
  },
};

/** Loading: a spinner under the bar and "Searching…" announced. */
export const Loading: Story = {
  render: (args) => (
    <div className="relative flex h-16 items-center justify-end border-b border-border bg-appbar px-4">
      <SearchBar {...args} defaultOpen isLoading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox"), "road");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Searching…"));
  },
};

/** Error: shown and announced. */
export const SearchFailed: Story = {
  render: (args) => (
    <div className="relative flex h-16 items-center justify-end border-b border-border bg-appbar px-4">
      <SearchBar {...args} defaultOpen error />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox"), "road");
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("The search failed."));
  },
};

/** Thirty results scroll inside a box at most 512 px tall. */
export const ManyResults: Story = {
  render: ({ getResultHref: _ignored, ...args }) => <SimulatedSearch {...args} documents={manyDocuments} />,
  play: async ({ canvasElement }) => {
    const { canvas, input } = await openBar(canvasElement);
    await userEvent.type(input, "report");
    const listbox = await canvas.findByRole("listbox");
    // The list may show an earlier word's results while the last one is searched ("Searching…"): wait until it settles.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("30 results"), { timeout: 5_000 });
    await expect(within(listbox).getAllByRole("option")).toHaveLength(30);
  },
};

/** Thai labels and long Thai document names and paths. */
export const LongThaiText: Story = {
  args: { labels: searchLabels.th },
  render: ({ getResultHref: _ignored, ...args }) => <SimulatedSearch {...args} documents={documentsTh} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "ค้นหาเอกสาร" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "ค้นหาเอกสาร" }), "ถนน");
    const listbox = await canvas.findByRole("listbox", { name: "เอกสารที่พบ" });
    await expect(within(listbox).getAllByRole("option")).toHaveLength(1);
  },
};
