import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand, type CommandArgs } from '@survey/domain/questionnaire/registry';
import {
  applyPending,
  replayContext,
  type EditorCommandName,
  type PendingCommand,
} from './pendingCommand.ts';
import { confirmBatch, headBatch, settleBatch } from './parallelBatch.ts';
import type { ConfirmedDraft } from '../../../lib/toQuestionnaire.ts';
import { DraftLoadError, type EditorTransport, type SendOutcome } from './transportTypes.ts';

/** Saving state shown beside the editor ("Saving...", "Couldn't save, retrying"). */
export type SaveStatus = 'saved' | 'saving' | 'retrying';

export interface EditorSnapshot {
  phase: 'loading' | 'ready' | 'notFound' | 'unavailable';
  /** The document the user sees: the server's draft with the unconfirmed commands applied. */
  view: Questionnaire | null;
  /** The last version the server confirmed. */
  version: number | null;
  save: SaveStatus;
  /** Commands not yet confirmed by the server (the page warns before leaving while > 0). */
  unsaved: number;
}

export type DispatchResult =
  { ok: true; ids: string[]; clientMutationId: string } | { ok: false; error: unknown };

/** A command the server (or, on a newer base, the domain) refused; it is not retried. */
export interface CommandFailure {
  command: PendingCommand;
  error: unknown;
}

export interface EditorStoreOptions {
  /** Error reporting, tagged with the operation's name (spec 2 §8: no message for the user). */
  report: (error: unknown, tags: Record<string, string>) => void;
  freshId?: () => string;
  clock?: () => string;
  /** Waits between retries of an unanswered command: 1 s, doubling to 30 s. */
  retryDelays?: readonly number[];
}

// Spec 2 §4: "On a failed option update or move, the questionnaire is refetched."
const REFETCH_AFTER_REFUSAL: ReadonlySet<EditorCommandName> = new Set<EditorCommandName>([
  'updateResponseOption',
  'updateMatrixResponseOption',
  'updateMatrixQuestionRow',
  'moveResponseOption',
  'moveMatrixResponseOption',
  'moveMatrixQuestionRow',
  'moveQuestionnaireEntry',
]);

// An import is applied in the browser with the source entries the dialog read, but the server
// reads the source draft when the mutation arrives (it may have been edited in between): only
// the server's copy is certain, so an applied import is followed by a refetch, not a replay.
const REFETCH_AFTER_APPLY: ReadonlySet<EditorCommandName> = new Set<EditorCommandName>([
  'importQuestionnaireEntries',
]);

const DEFAULT_RETRY_DELAYS = [1000, 2000, 4000, 8000, 16000, 30000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The editor's optimistic store. `confirmed` is the server's draft; the user sees it with the
 * unconfirmed commands applied by the same domain commands the server runs. Commands go to the
 * server one at a time, in order, each naming the version it was applied to. A confirmed command
 * is applied again on `confirmed` with the ids the browser chose and the server's time, which
 * yields exactly the server's document without fetching it.
 */
export class QuestionnaireEditorStore {
  private confirmed: ConfirmedDraft | null = null;
  /** Refused by the server but kept on screen (spec 2 §4: the optimistic state stays) until a refetch. */
  private stranded: PendingCommand[] = [];
  private queue: PendingCommand[] = [];
  private view: Questionnaire | null = null;
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly idleWaiters = new Set<() => void>();
  private readonly failureListeners = new Set<(failure: CommandFailure) => void>();
  private pumping = false;
  /** The commands whose answers are awaited (several for a batch sent side by side). */
  private readonly inFlight = new Set<PendingCommand>();
  /** Answers received so far for the batch at the head of the queue, by clientMutationId. */
  private readonly batchAnswers = new Map<string, SendOutcome>();
  private retrying = false;
  private loading = false;
  private heldEdits = 0;
  private readonly freshId: () => string;
  private readonly clock: () => string;
  private readonly retryDelays: readonly number[];

  constructor(
    private readonly surveyId: string,
    private readonly transport: EditorTransport,
    private readonly options: EditorStoreOptions,
  ) {
    this.freshId = options.freshId ?? (() => crypto.randomUUID());
    this.clock = options.clock ?? (() => new Date().toISOString());
    this.retryDelays = options.retryDelays ?? DEFAULT_RETRY_DELAYS;
    this.snapshot = { phase: 'loading', view: null, version: null, save: 'saved', unsaved: 0 };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  /** Told about every command that was dropped (bulk delete marks its cards again). */
  onFailure(listener: (failure: CommandFailure) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Loads the draft; the snapshot's phase says how it went. */
  async load(): Promise<void> {
    try {
      this.rebase(await this.transport.loadDraft(this.surveyId));
      this.publish('ready');
      void this.pump();
    } catch (error) {
      const phase = error instanceof DraftLoadError ? error.reason : 'unavailable';
      if (phase === 'unavailable') this.options.report(error, { operation: 'draftQuestionnaire' });
      this.publish(phase);
    }
  }

  /**
   * Applies a command at once and queues it for the server. Answers the ids the command created,
   * or the domain's error when it is refused here (then nothing changes and nothing is sent).
   */
  dispatch<N extends EditorCommandName>(name: N, args: CommandArgs<N>): DispatchResult {
    const [result] = this.enqueue(name, [args], undefined);
    return result ?? { ok: false, error: new Error('Nothing to send') };
  }

  /**
   * Applies several commands of one kind at once and sends them side by side, none waiting for
   * another's answer (spec 2 §4 bulk delete). Commands dispatched later wait for all of them.
   */
  dispatchParallel<N extends EditorCommandName>(
    name: N,
    argsList: readonly CommandArgs<N>[],
  ): DispatchResult[] {
    return this.enqueue(name, argsList, this.freshId());
  }

  private enqueue<N extends EditorCommandName>(
    name: N,
    argsList: readonly CommandArgs<N>[],
    batch: string | undefined,
  ): DispatchResult[] {
    if (!this.view || !this.confirmed) {
      return argsList.map(() => ({ ok: false, error: new Error('The draft is not loaded') }));
    }
    const results = argsList.map((args): DispatchResult => {
      const command: PendingCommand = {
        clientMutationId: this.freshId(),
        name,
        args: args as CommandArgs<EditorCommandName>,
        ids: [],
        now: this.clock(),
        ...(batch === undefined ? {} : { batch }),
      };
      try {
        this.view = applyPending(this.view as Questionnaire, command, this.freshId);
      } catch (error) {
        this.options.report(error, { operation: name });
        return { ok: false, error };
      }
      this.queue.push(command);
      return { ok: true, ids: [...command.ids], clientMutationId: command.clientMutationId };
    });
    this.publish();
    void this.pump();
    return results;
  }

  /** Fetches the server's draft again and re-applies the unconfirmed commands on it. */
  async refetch(): Promise<void> {
    const fresh = await this.transport.loadDraft(this.surveyId);
    this.rebase(fresh);
    this.publish();
  }

  /** Resolves once every queued command has been answered (tests, leaving the page). */
  idle(): Promise<void> {
    const settled = () => !this.pumping && this.queue.length === 0;
    if (settled()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!settled()) return;
        this.idleWaiters.delete(check);
        resolve();
      };
      this.idleWaiters.add(check);
    });
  }

  /**
   * Counts an edit typed but not yet dispatched (a debounced field) as unsaved, so that the status
   * says "Saving..." and leaving the page warns; call the returned function once it is dispatched.
   */
  holdEdit = (): (() => void) => {
    this.heldEdits += 1;
    this.publish();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.heldEdits -= 1;
      this.publish();
    };
  };

  /** Loads the draft once (React may mount the page twice: the second call does nothing new). */
  start(): void {
    if (this.snapshot.phase === 'loading' && !this.loading) {
      this.loading = true;
      void this.load().finally(() => {
        this.loading = false;
      });
    } else {
      void this.pump();
    }
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      let attempt = 0;
      while (this.confirmed && this.queue.length > 0) {
        const ok = await this.sendFirst();
        if (ok) {
          attempt = 0;
          if (this.retrying) this.setRetrying(false);
          continue;
        }
        this.setRetrying(true);
        const delay = this.retryDelays[Math.min(attempt, this.retryDelays.length - 1)] ?? 30000;
        attempt += 1;
        await sleep(delay);
      }
    } finally {
      this.pumping = false;
      if (this.retrying) this.setRetrying(false);
      this.publish();
      for (const check of [...this.idleWaiters]) check();
    }
  }

  /** Sends the first queued command and handles the answer; false when it must be sent again. */
  private async sendFirst(): Promise<boolean> {
    const confirmed = this.confirmed;
    const command = this.queue[0];
    if (!confirmed || !command) return true;
    if (command.batch !== undefined) return this.sendBatch(confirmed);
    this.inFlight.add(command);
    const outcome = await this.transport
      .send(confirmed.document.questionnaireId, confirmed.version, command)
      .finally(() => {
        this.inFlight.delete(command);
      });
    switch (outcome.kind) {
      case 'applied':
        this.queue.shift();
        if (REFETCH_AFTER_APPLY.has(command.name)) return this.tryRefetch(command);
        return this.confirm(command, outcome.version, outcome.appliedAt);
      case 'conflict':
        return this.tryRefetch(command);
      case 'refused':
        this.queue.shift();
        this.fail(command, outcome.error);
        if (REFETCH_AFTER_REFUSAL.has(command.name)) return this.tryRefetch(command);
        // The optimistic state stays (spec 2 §4) until the next refetch.
        this.stranded.push(command);
        return true;
      case 'unavailable':
        return false;
    }
  }

  /**
   * Sends the batch at the head of the queue side by side (again, those left unanswered); false
   * when some must be sent again. Its commands stay in flight until all are answered, so that a
   * rebase in between never drops one the server may have applied.
   */
  private async sendBatch(confirmed: ConfirmedDraft): Promise<boolean> {
    const batch = headBatch(this.queue);
    for (const command of batch) this.inFlight.add(command);
    const unanswered = batch.filter(
      (c) => (this.batchAnswers.get(c.clientMutationId)?.kind ?? 'unavailable') === 'unavailable',
    );
    const outcomes = await Promise.all(
      unanswered.map((c) => this.transport.send(confirmed.document.questionnaireId, null, c)),
    );
    unanswered.forEach((c, i) => {
      const outcome = outcomes[i];
      if (outcome) this.batchAnswers.set(c.clientMutationId, outcome);
    });
    if (outcomes.some((o) => o.kind === 'unavailable')) return false;
    const inBatch = new Set(batch);
    this.queue = this.queue.filter((c) => !inBatch.has(c));
    const { applied, refused, refetch } = settleBatch(batch, this.batchAnswers);
    for (const command of batch) {
      this.batchAnswers.delete(command.clientMutationId);
      this.inFlight.delete(command);
    }
    for (const { command, error } of refused) this.fail(command, error);
    const next = refetch || !this.confirmed ? null : confirmBatch(this.confirmed, applied);
    const head = batch[0];
    if (next === null) return head ? this.tryRefetch(head) : true;
    this.confirmed = next;
    this.recomputeView();
    this.publish();
    return true;
  }

  private async tryRefetch(command: PendingCommand): Promise<boolean> {
    try {
      await this.refetch();
      return true;
    } catch (error) {
      this.options.report(error, { operation: command.name });
      return false;
    }
  }

  /** The server applied `command` at `version`: apply it to `confirmed` as the server did. */
  private async confirm(
    command: PendingCommand,
    version: number,
    appliedAt: string,
  ): Promise<boolean> {
    const confirmed = this.confirmed;
    if (!confirmed) return true;
    if (version !== confirmed.version + 1) {
      // Another change came in between (or the answer is a replay of an older one): only a
      // fresh copy of the draft is certain.
      return this.tryRefetch(command);
    }
    try {
      const document = applyQuestionnaireCommand(
        command.name,
        confirmed.document,
        command.args as never,
        replayContext(command.ids, appliedAt),
      );
      this.confirmed = { ...confirmed, version, document };
      this.recomputeView();
      this.publish();
      return true;
    } catch (error) {
      this.options.report(error, { operation: command.name });
      return this.tryRefetch(command);
    }
  }

  private fail(command: PendingCommand, error: unknown): void {
    this.options.report(error, { operation: command.name });
    for (const listener of this.failureListeners) listener({ command, error });
  }

  /** A fresh server draft: refused commands kept on screen are dropped, queued ones re-applied. */
  private rebase(fresh: ConfirmedDraft): void {
    this.confirmed = fresh;
    this.stranded = [];
    this.recomputeView();
  }

  /** view = confirmed + stranded + queued; queued commands the domain now refuses are dropped. */
  private recomputeView(): void {
    if (!this.confirmed) return;
    let view = this.confirmed.document;
    const stranded: PendingCommand[] = [];
    for (const command of this.stranded) {
      try {
        view = applyPending(view, command, this.freshId);
        stranded.push(command);
      } catch {
        // Already reported when the server refused it.
      }
    }
    const kept: PendingCommand[] = [];
    for (const command of this.queue) {
      try {
        view = applyPending(view, command, this.freshId);
        kept.push(command);
      } catch (error) {
        // One already sent stays: the server's answer decides (it refuses it too).
        if (this.inFlight.has(command)) kept.push(command);
        else this.fail(command, error);
      }
    }
    this.stranded = stranded;
    this.queue = kept;
    this.view = view;
  }

  private setRetrying(retrying: boolean): void {
    this.retrying = retrying;
    this.publish();
  }

  private publish(phase: EditorSnapshot['phase'] = this.snapshot.phase): void {
    const unsaved = this.queue.length + this.heldEdits;
    const save: SaveStatus = this.retrying ? 'retrying' : unsaved > 0 ? 'saving' : 'saved';
    const next: EditorSnapshot = {
      phase,
      view: this.view,
      version: this.confirmed?.version ?? null,
      save,
      unsaved,
    };
    const prev = this.snapshot;
    if (
      prev.phase === next.phase &&
      prev.view === next.view &&
      prev.version === next.version &&
      prev.save === next.save &&
      prev.unsaved === next.unsaved
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
