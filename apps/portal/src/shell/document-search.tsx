/**
 * The staff document search of the top bar (docs/spec/portal-spec.md section 2 "Top-bar widgets", section 5 "Document
 * search acts after a 300 ms debounce and at least 3 characters"; contract `searchDocuments`,
 * `GET /common/search?query=`): the ui `SearchBar` wired to the typed client through TanStack Query.
 *
 * No race: the bar asks for a query with an `AbortSignal` that aborts when a newer query supersedes it; the
 * request is sent with that signal (and TanStack Query's own, which aborts when the query is no longer
 * watched), and the bar is told which query the shown results answer (`resultsQuery`), so that a late answer
 * never replaces newer results. Results link to the document view with matrix parameters.
 *
 * The query is sent in the standard form of `normaliseThaiText` (tracker issue 36 item 1), the function the server
 * applies to the extracted text and the query: Thai pasted from a PDF (private-use code points, ำ split) searches as
 * typed Thai. The bar's own query (`resultsQuery`) stays as typed.
 */
import { useCallback, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchBar } from "@eoffice/ui";
import { documentSearchQuery } from "./document-search-query";
import { pxClient } from "../api/client";
import { errorMessage, unwrap } from "../api/errors";
import { documentHref } from "../features/dms/document-link";

/** The query the bar asked for, with the signal that aborts it. */
interface ActiveSearch {
  query: string;
  signal: AbortSignal;
}

/** Both signals: aborts when either aborts. */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  return AbortSignal.any([first, second]);
}

/** The document search (staff only: the shell renders it for the staff realm). */
export function DocumentSearch() {
  const { t } = useTranslation();
  const [active, setActive] = useState<ActiveSearch | null>(null);
  const onSearch = useCallback((query: string, signal: AbortSignal) => setActive({ query, signal }), []);
  const search = useQuery({
    queryKey: ["common", "search", active?.query ?? ""] as const,
    enabled: active !== null,
    staleTime: 30_000,
    retry: false,
    // The previous answer stays while the next loads; `resultsQuery` tells the bar it answers an older query.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal, queryKey }) => {
      const query = queryKey[2];
      const widgetSignal = active && active.query === query ? active.signal : undefined;
      const answer = await unwrap(
        pxClient.GET("/common/search", {
          params: { query: { query: documentSearchQuery(query) } },
          signal: widgetSignal ? eitherSignal(signal, widgetSignal) : signal,
        }),
      );
      return { query, results: answer.data };
    },
  });
  return (
    <SearchBar
      onSearch={onSearch}
      results={search.data?.results}
      resultsQuery={search.data?.query}
      isLoading={search.isFetching && search.data?.query !== active?.query}
      error={search.error && !search.isFetching ? errorMessage(search.error, t("common.unknownError")) : undefined}
      getResultHref={documentHref}
    />
  );
}
