import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { emptyQuestionnaire } from '@survey/domain/questionnaire/testing/builders';
import type { PendingCommand } from './pendingCommand.ts';
import type { ConfirmedDraft } from '../../../lib/toQuestionnaire.ts';
import type { EditorTransport, SendOutcome } from './transportTypes.ts';

interface SentCall {
  clientMutationId: string;
  baseVersion: number | null;
  name: string;
}

/**
 * The questionnaire service's mutation protocol in memory, for store tests: the same domain
 * commands, clientMutationId replays, baseVersion conflicts, clientIds first, then its own ids
 * and clock. `failNext` makes the next sends go unanswered (network down).
 */
export class FakeQuestionnaireServer implements EditorTransport {
  document: Questionnaire = emptyQuestionnaire({ questionnaireId: 'q-1' });
  version = 1;
  readonly sent: SentCall[] = [];
  unavailableSends = 0;
  /** Source drafts an import reads here, by questionnaireId (the server's copy, not the client's). */
  readonly sources = new Map<string, Questionnaire>();
  /** Names of commands the next send refuses as a typed error. */
  refuse = new Set<string>();
  /** Sends without a base are held until the current task ends, then applied last first. */
  reverseUnversioned = false;
  private held: (() => void)[] = [];
  private answers = new Map<string, SendOutcome>();
  private tick = 0;
  private serverIds = 0;

  now(): string {
    this.tick += 1;
    return new Date(Date.UTC(2026, 0, 1, 0, 0, this.tick)).toISOString();
  }

  loads = 0;

  loadDraft(): Promise<ConfirmedDraft> {
    this.loads += 1;
    return Promise.resolve({
      surveyId: 's-1',
      version: this.version,
      document: structuredClone(this.document),
    });
  }

  /** Another tab's edit: applied directly, bumping the version. */
  applyElsewhere(name: string, args: object): void {
    this.document = applyQuestionnaireCommand(name as never, this.document, args as never, {
      newId: () => `other-${++this.serverIds}`,
      now: this.now(),
    });
    this.version += 1;
  }

  send(
    questionnaireId: string,
    baseVersion: number | null,
    command: PendingCommand,
  ): Promise<SendOutcome> {
    this.sent.push({ clientMutationId: command.clientMutationId, baseVersion, name: command.name });
    if (baseVersion === null && this.reverseUnversioned && this.unavailableSends === 0) {
      return new Promise((resolve) => {
        this.held.push(() => resolve(this.apply(questionnaireId, null, command)));
        if (this.held.length > 1) return;
        setTimeout(() => {
          const held = this.held.reverse();
          this.held = [];
          for (const answer of held) answer();
        }, 0);
      });
    }
    if (this.unavailableSends > 0) {
      this.unavailableSends -= 1;
      // The first unanswered send did reach the server: the retry must not apply it twice.
      if (this.unavailableSends === 0) void this.apply(questionnaireId, baseVersion, command);
      return Promise.resolve({ kind: 'unavailable', error: new TypeError('Failed to fetch') });
    }
    return Promise.resolve(this.apply(questionnaireId, baseVersion, command));
  }

  /** An import reads the source as the server holds it; other commands take their arguments. */
  private argsHere(command: PendingCommand): object {
    if (command.name !== 'importQuestionnaireEntries') return command.args;
    const args = (command as PendingCommand<'importQuestionnaireEntries'>).args;
    return { ...args, source: this.sources.get(args.source.questionnaireId) ?? args.source };
  }

  private apply(
    questionnaireId: string,
    baseVersion: number | null,
    command: PendingCommand,
  ): SendOutcome {
    const earlier = this.answers.get(command.clientMutationId);
    if (earlier?.kind === 'applied') return { ...earlier, replayed: true };
    if (questionnaireId !== this.document.questionnaireId) {
      return { kind: 'refused', error: new Error('NOT_FOUND') };
    }
    if (baseVersion !== null && baseVersion !== this.version) return { kind: 'conflict' };
    if (this.refuse.delete(command.name)) {
      return { kind: 'refused', error: new Error(`refused ${command.name}`) };
    }
    const ids = [...command.ids];
    const appliedAt = this.now();
    try {
      this.document = applyQuestionnaireCommand(
        command.name,
        this.document,
        this.argsHere(command) as never,
        {
          newId: () => ids.shift() ?? `server-${++this.serverIds}`,
          now: appliedAt,
        },
      );
    } catch (error) {
      return { kind: 'refused', error };
    }
    this.version += 1;
    const answer: SendOutcome = {
      kind: 'applied',
      version: this.version,
      appliedAt,
      replayed: false,
    };
    this.answers.set(command.clientMutationId, answer);
    return answer;
  }
}
