import type { PendingCommand } from './pendingCommand.ts';

/**
 * The mutation's own variables of a command. They are the command's arguments, except for an
 * import: the browser applies it with the source entries it read, while the server reads the
 * source draft itself, so only the source's id is sent.
 */
export function commandVariables(command: PendingCommand): Record<string, unknown> {
  if (command.name === 'importQuestionnaireEntries') {
    const { source, entryNumbers, position } = (
      command as PendingCommand<'importQuestionnaireEntries'>
    ).args;
    return { sourceQuestionnaireId: source.questionnaireId, entryNumbers, position };
  }
  return { ...command.args };
}
