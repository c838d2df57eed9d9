/**
 * Opens exported files with a real reader, LibreOffice headless (STACK.md), in tests. Each call has
 * its own profile directory so that parallel runs do not fight over one LibreOffice profile. When
 * soffice is missing the test fails with a line saying what to install: never a silent skip.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

/** LibreOffice conversions take a few seconds each on this machine. */
export const OFFICE_TEST_TIMEOUT = 120_000;

function requireSoffice(): void {
  if (!existsSync(SOFFICE)) {
    throw new Error(
      `LibreOffice is missing (${SOFFICE}): install it with ` +
        '`apt-get install --no-install-recommends libreoffice-writer libreoffice-calc libreoffice-impress`' +
        ' or set SOFFICE_PATH.',
    );
  }
}

/**
 * Writes `bytes` as `input.{ext}`, converts it with `soffice --convert-to {filter}` and answers the
 * converted file (named `input.{outExt}`).
 */
export async function convertWithSoffice(
  bytes: Uint8Array,
  ext: string,
  filter: string,
  outExt: string,
): Promise<Buffer> {
  requireSoffice();
  const dir = await mkdtemp(join(tmpdir(), 'office-export-'));
  try {
    const input = join(dir, `input.${ext}`);
    await writeFile(input, bytes);
    await run(
      SOFFICE,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        filter,
        '--outdir',
        dir,
        input,
      ],
      { timeout: OFFICE_TEST_TIMEOUT - 10_000 },
    );
    const output = join(dir, `input.${outExt}`);
    if (!existsSync(output)) throw new Error(`LibreOffice could not open the .${ext} file`);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
