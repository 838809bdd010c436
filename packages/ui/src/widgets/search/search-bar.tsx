/**
 * SearchBar: the staff document search of the top bar (docs/spec/portal-spec.md section 2 "Document search", section 3
 * "Document search result", section 4 "Search bar opens/closes; Escape closes", section 5 and 9 "300 ms
 * debounce, at least 3 characters"; docs/spec/shell-behaviour.md section 7 "Search, Bar" and section 10).
 *
 * Closed, it is a search icon button. Open, a bar covers the header row it sits in (the nearest positioned
 * ancestor: give the header `position: relative`) with a focused input, and the results hang below it. The input
 * and the results follow the combobox pattern of react-aria's `Autocomplete`: focus stays in the input, arrow
 * keys move a virtual focus through the results (`aria-activedescendant`), Enter follows the result's link.
 * Escape (from the moment the bar shows, wherever focus is: `useOpenOverlay`) or the X closes and clears, and focus
 * returns to the search button. The input has focus before the bar's first paint.
 *
 * Searching: `onSearch(query, signal)` is called only after `debounceMs` without typing and with at least
 * `minLength` characters (trimmed); below that nothing is called and the results are hidden at once.
 *
 * No race (unlike the template): each `onSearch` gets an `AbortSignal` that aborts when a newer query supersedes
 * it (pass it to the request to cancel it), and the parent passes back `resultsQuery`, the query its `results`
 * answer. The widget shows results only when `resultsQuery` is the latest query it asked for; results of an older
 * query are ignored (the loading state shows instead). Without `resultsQuery` the widget cannot tell and
 * trusts that `results` belong to the latest query.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  Autocomplete,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
  Text,
} from "react-aria-components";
import { Button } from "../../components/button/button";
import { Icon } from "../../components/icon/icon";
import { Spinner } from "../../components/spinner/spinner";
import { formatMessage } from "../../i18n/messages";
import { TopBarButton } from "../panel/top-bar-button";
import { useWidgetLabels } from "../panel/widget-labels";
import { searchBarVariants } from "./search-bar.variants";
import { searchLabels, type SearchLabels } from "./search-labels";
import { createSearchScheduler, isSearchable } from "./search-scheduler";
import { useOpenOverlay } from "../../lib/use-open-overlay";

/** One document found (docs/spec/portal-spec.md section 3 "Document search result"). */
export interface DocumentSearchResult {
  /** Document id. */
  id: string | number;
  /** Name shown as the result's title. */
  documentName: string;
  /** Folder path shown under the name. */
  fullPathName: string;
  /** Folder of the document. */
  documentFolderId: string | number;
  /** Type of the document. */
  documentTypeId: string | number;
}

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /**
   * Asks the parent for results of `query` (trimmed, inner spaces collapsed), after the debounce and only with at
   * least `minLength` characters. `signal` aborts when a newer query supersedes this one.
   */
  onSearch: (query: string, signal: AbortSignal) => void;
  /** Results of the query named by `resultsQuery`; `undefined` while loading. */
  results?: readonly DocumentSearchResult[];
  /** The query `results` answer; results of any other query than the latest are ignored (see the module comment). */
  resultsQuery?: string;
  /** A search is running. @default false */
  isLoading?: boolean;
  /** The search failed: a message, or `true` for the shipped one. @default undefined */
  error?: string | boolean;
  /** The link of a result (the portal builds `/dms/main/document;docId=..;folderId=..;docType=..`). */
  getResultHref: (result: DocumentSearchResult) => string;
  /** Quiet time after the last keystroke before searching, in ms (docs/spec/portal-spec.md section 9). @default 300 */
  debounceMs?: number;
  /** Minimum number of characters to search (docs/spec/portal-spec.md section 5). @default 3 */
  minLength?: number;
  /** Strings replacing the shipped ones. @default searchLabels[ui locale] */
  labels?: Partial<SearchLabels>;
  /** Whether the bar is open (controlled). */
  isOpen?: boolean;
  /** Whether the bar starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the bar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Classes merged over the root's. */
  className?: string;
}

/** The document search of the top bar (see the module comment). */
export function SearchBar({
  onSearch,
  results,
  resultsQuery,
  isLoading = false,
  error,
  getResultHref,
  debounceMs = 300,
  minLength = 3,
  labels,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: SearchBarProps) {
  const text = useWidgetLabels(searchLabels, labels);
  const slots = searchBarVariants();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? uncontrolledOpen;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState("");

  const [scheduler] = useState(() => createSearchScheduler({ debounceMs, minLength, onSearch, onActiveChange: setActive }));
  useLayoutEffect(() => {
    scheduler.configure({ debounceMs, minLength, onSearch, onActiveChange: setActive });
  }, [scheduler, debounceMs, minLength, onSearch]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!isOpen && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [isOpen]);

  const setOpen = (next: boolean) => {
    if (isOpenProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const close = () => {
    scheduler.cancel();
    setQuery("");
    returnFocus.current = true;
    setOpen(false);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  useOpenOverlay(isOpen, inputRef, close);
  const changeQuery = (value: string) => {
    setQuery(value);
    scheduler.update(value);
  };

  if (!isOpen) {
    return (
      <span className={slots.base({ className })} data-slot="search-bar" data-state="closed">
        <TopBarButton ref={buttonRef} aria-label={text.open} onPress={() => setOpen(true)}>
          <Icon name="search" size={20} />
        </TopBarButton>
      </span>
    );
  }

  const searchable = isSearchable(query, minLength);
  const errorText = error === true ? text.error : typeof error === "string" && error !== "" ? error : undefined;
  const hasActive = searchable && active !== "";
  const fresh = resultsQuery === undefined || resultsQuery === active;
  const visibleResults = hasActive && fresh && !isLoading && !errorText ? results : undefined;
  const showLoading = hasActive && !errorText && visibleResults === undefined;
  const showHint = query.trim() !== "" && !searchable;
  const status = showLoading
    ? text.loading
    : errorText
      ? ""
      : visibleResults
        ? visibleResults.length === 0
          ? text.noResults
          : formatMessage(text.resultCount, { count: visibleResults.length })
        : "";

  return (
    <div
      className={slots.bar({ className })}
      data-slot="search-bar"
      data-state="open"
      onKeyDownCapture={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <Autocomplete inputValue={query} onInputChange={changeQuery} disableAutoFocusFirst>
        <SearchField aria-label={text.input} className={slots.field()} autoFocus>
          <Icon name="search" size={20} className="shrink-0 text-hint" />
          <Input ref={inputRef} placeholder={text.placeholder} className={slots.input()} />
        </SearchField>
        {(showHint || showLoading || errorText || visibleResults) && (
          <div className={slots.results()} data-slot="search-results">
            {showHint && <p className={slots.message()}>{formatMessage(text.minLength, { min: minLength })}</p>}
            {errorText && (
              <p role="alert" className={slots.error()}>
                {errorText}
              </p>
            )}
            {showLoading && (
              <div className={slots.loading()}>
                <Spinner isDecorative />
              </div>
            )}
            {visibleResults && visibleResults.length === 0 && <p className={slots.message()}>{text.noResults}</p>}
            {visibleResults && visibleResults.length > 0 && (
              // Arrow keys in the input move through the results and scroll them into view; the scroll box is
              // also focusable (Tab) so that the list can be scrolled without moving the active result.
              <div className={slots.scroller()} tabIndex={0}>
                <ListBox
                  aria-label={text.results}
                  className={slots.list()}
                  items={visibleResults}
                  onAction={() => setTimeout(close, 0)}
                >
                  {(result) => (
                    <ListBoxItem
                      id={result.id}
                      textValue={result.documentName}
                      href={getResultHref(result)}
                      className={slots.item()}
                    >
                      <Text slot="label" className={slots.itemName()}>
                        {result.documentName}
                      </Text>
                      <Text slot="description" className={slots.itemPath()}>
                        {result.fullPathName}
                      </Text>
                    </ListBoxItem>
                  )}
                </ListBox>
              </div>
            )}
          </div>
        )}
      </Autocomplete>
      <span role="status" className="sr-only">
        {status}
      </span>
      <Button variant="quiet" aria-label={text.close} onPress={close} className="size-10 shrink-0 rounded-full px-0">
        <Icon name="x" size={20} />
      </Button>
    </div>
  );
}
