/**
 * When the document search asks for results (docs/spec/portal-spec.md section 5: "acts after a 300 ms debounce and at
 * least 3 characters; below 3 the results are cleared"; section 9: debounce 300 ms, minimum 3 characters).
 *
 * Pure scheduling, no React: `update(query)` restarts the debounce; when it elapses, a trimmed query of at least
 * `minLength` characters becomes the *active* query and `onSearch(query, signal)` is called once, with a signal
 * that is aborted as soon as a newer query (or a clear, or `cancel`) supersedes it. A shorter query clears the
 * active query and calls nothing. The same active query is not searched twice in a row.
 *
 * Together with the widget's `resultsQuery` check this removes the template's race (docs/spec/shell-behaviour.md
 * section 7 "no request cancellation"): the caller can cancel the superseded request through the signal, and
 * results answering any query other than the active one are never shown.
 */

/** Settings of a scheduler; {@link SearchScheduler.configure} replaces them (for example on a re-render). */
export interface SearchSchedulerOptions {
  /** Debounce in ms. */
  debounceMs: number;
  /** Minimum trimmed length to search. */
  minLength: number;
  /** Asks for results of `query`; `signal` aborts when the query is superseded. */
  onSearch: (query: string, signal: AbortSignal) => void;
  /** The active query changed (`""` when cleared). */
  onActiveChange: (query: string) => void;
}

/** A search scheduler (see the module comment). */
export interface SearchScheduler {
  /** The input changed to `query`. */
  update(query: string): void;
  /** Stops a pending debounce, aborts the active search and clears the active query (for closing the bar). */
  cancel(): void;
  /** Replaces the settings; a pending debounce keeps its delay and uses the new callbacks. */
  configure(options: SearchSchedulerOptions): void;
  /** The active query (`""` when none). */
  readonly active: string;
}

/** The query as searched: surrounding white space removed, inner runs of white space collapsed. */
export function normaliseSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

/** Whether `query` is long enough to search (docs/spec/portal-spec.md section 5). */
export function isSearchable(query: string, minLength: number): boolean {
  return normaliseSearchQuery(query).length >= minLength;
}

/** Creates a {@link SearchScheduler} with the given settings. */
export function createSearchScheduler(initialOptions: SearchSchedulerOptions): SearchScheduler {
  let options = initialOptions;
  const getOptions = () => options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let active = "";

  const setActive = (query: string) => {
    if (query === active) return;
    active = query;
    getOptions().onActiveChange(query);
  };

  const abort = () => {
    controller?.abort();
    controller = undefined;
  };

  return {
    get active() {
      return active;
    },
    configure(next) {
      options = next;
    },
    update(query) {
      clearTimeout(timer);
      const normalised = normaliseSearchQuery(query);
      timer = setTimeout(() => {
        timer = undefined;
        const { minLength, onSearch } = getOptions();
        if (normalised.length < minLength) {
          abort();
          setActive("");
          return;
        }
        if (normalised === active) return;
        abort();
        controller = new AbortController();
        setActive(normalised);
        onSearch(normalised, controller.signal);
      }, getOptions().debounceMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      abort();
      setActive("");
    },
  };
}
