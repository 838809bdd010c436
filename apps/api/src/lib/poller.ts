/**
 * The one loop of the background jobs of a server instance (docs/architecture.md "Shared mechanisms"): the e-mail
 * sender (`mail/sender.ts`), the deadline check (`cases/deadlines.ts`) and the text recogniser
 * (`dms/text-recognition.ts`). A job runs at once when started, then again when its run ends after the delay the run's
 * result asks for (0 = go on at once, a full batch); never two runs at once in one instance. A failed run is logged
 * and tried again after `retryMs`. The timer does not keep the process alive; `stop` waits for the run in progress.
 */

/** What a {@link Poller} runs. */
export interface PolledJob<T> {
  /** One run of the job. */
  run: () => Promise<T>;
  /** The delay before the next run, in ms, from what this run did (0 = at once). */
  next: (result: T) => number;
  /** The delay after a failed run, in ms. */
  retryMs: number;
  /** The log line of a failed run. */
  failure: string;
  /** Logger of failed runs. */
  log?: { error: (obj: object, msg: string) => void } | undefined;
}

/** A job run in the background of this instance, one run at a time (see the module's description). */
export class Poller<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;
  private stopped = true;
  /** Woken while a run was in progress: the next run starts when it ends. */
  private woken = false;

  constructor(private readonly job: PolledJob<T>) {}

  /** Starts the runs (the first one right away). Calling it again while started does nothing. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs the job soon (new work on this instance); nothing when stopped. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.woken = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Runs the job now, or answers the run in progress (never two at once in one instance). */
  runOnce(): Promise<T> {
    this.running ??= this.job.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops the runs and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runOnce().then(
        (result) => {
          const delay = this.woken ? 0 : this.job.next(result);
          this.woken = false;
          this.schedule(delay);
        },
        (err: unknown) => {
          this.job.log?.error({ err }, this.job.failure);
          this.schedule(this.job.retryMs);
        },
      );
    }, delayMs);
    this.timer.unref();
  }
}
