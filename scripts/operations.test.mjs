import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateOperations } from './operations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the generated editing-mutation documents', () => {
  it('are what the schemas generate now (run `npm run codegen` and commit when this fails)', async () => {
    for (const { file, text } of await generateOperations()) {
      expect(await readFile(path.join(ROOT, file), 'utf8'), file).toBe(text);
    }
  });

  it('pass each mutation argument as a variable of the same type and select the shared fields', async () => {
    const [documents] = await generateOperations();
    expect(documents.text).toContain(
      'mutation EqualiseForkBranches(\n' +
        '  $questionnaireId: ID!\n' +
        '  $forkId: ID!\n' +
        '  $clientMutationId: String\n' +
        '  $baseVersion: Int\n' +
        '  $clientIds: [ID!]\n' +
        ') {\n' +
        '  equaliseForkBranches(\n' +
        '    questionnaireId: $questionnaireId\n' +
        '    forkId: $forkId\n' +
        '    clientMutationId: $clientMutationId\n' +
        '    baseVersion: $baseVersion\n' +
        '    clientIds: $clientIds\n' +
        '  ) {\n' +
        '    ...ChangeFields\n' +
        '  }\n' +
        '}\n',
    );
    expect(documents.text).not.toContain('relocaliseQuestionnaire');
  });
});
