// Releases that version: a changeset is applied in the change that adds it. Every bundle declares
// the version of each shared singleton it was built with, so a pending changeset would leave a
// shell whose kit predates an export looking compatible with a remote that uses it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const changesets = fileURLToPath(new URL('../../../.changeset/', import.meta.url));

describe('changesets', () => {
  it('none is pending (run `npx changeset version` before landing)', () => {
    const pending = readdirSync(changesets).filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(pending).toEqual([]);
  });
});
