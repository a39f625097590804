// The layers of docs/architecture.md as the root eslint.config.mjs enforces them: one wrong arrow
// per rule, linted as if it were a file of the package, plus the allowed arrows next to it.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** rule ids reported for `code` written in `file` (a path inside the repository) */
async function reported(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => m.ruleId);
}
const LAYER = '@typescript-eslint/no-restricted-imports';
const UNDECLARED = 'criadero/no-undeclared-workspace-import';
const RELATIVE = 'criadero/no-relative-import-outside-package';

describe('the layers in eslint.config.mjs', () => {
  // loading the whole config (typescript-eslint, every plugin) is the slow part: once, before the cases
  beforeAll(() => eslint.calculateConfigForFile(join(root, 'shell/src/index.ts')), 60_000);

  it('lets a remote import shared packages it declares', async () => {
    expect(await reported('mfe-billing/src/x.ts', "import { Modal } from '@criadero/ui';\nimport { callApi } from '@criadero/session/api';\nexport const x = [Modal, callApi];\n")).toEqual([]);
  });

  it('refuses a service, another remote or a tool in a remote, and in the shell', async () => {
    expect(await reported('mfe-billing/src/x.ts', "import { buildBillingApp } from '@criadero/service-billing';\nexport const x = buildBillingApp;\n")).toEqual([LAYER, UNDECLARED]);
    expect(await reported('mfe-billing/src/x.ts', "import { x } from '@criadero/gateway';\nexport const y = x;\n")).toContain(LAYER);
    expect(await reported('mfe-billing/src/x.ts', "import routes from '@criadero/mfe-axie/routes';\nexport const x = routes;\n")).toContain(LAYER);
    expect(await reported('mfe-horse/src/x.ts', "import { startStaticHost } from '@criadero/static-host';\nexport const x = startStaticHost;\n")).toEqual([LAYER]);
    expect(await reported('shell/src/x.ts', "import routes from '@criadero/mfe-horse/routes';\nexport const x = routes;\n")).toContain(LAYER);
  });

  it('refuses even a type from a service in a remote file', async () => {
    // and mfe-apeiron no longer declares the service
    expect(await reported('mfe-apeiron/src/x.ts', "import type { Planet } from '@criadero/service-apeiron/contracts';\nexport type X = Planet;\n")).toEqual([LAYER, UNDECLARED]);
  });

  it('takes a remote\'s API types from the shared contract, never from the service', async () => {
    const file = 'mfe-apeiron/src/features/market/PlanetRow.tsx';
    expect(await reported(file, "import type { Planet } from '@criadero/api-contracts/apeiron';\nexport type X = Planet;\n")).toEqual([]);
    expect(await reported(file, "import type { Planet } from '@criadero/service-apeiron/contracts';\nexport type X = Planet;\n")).toContain(LAYER);
    expect(await reported('mfe-craftworld/src/features/workshop-guide/WorkshopGuidePage.tsx', "import { speedOf } from '@criadero/service-craftworld/modifiers';\nexport const x = speedOf;\n")).toContain(LAYER);
  });

  it('refuses a service in a remote\'s tests too: a page against its real service is an e2e integration test', async () => {
    const code = "import { buildHorseApp } from '@criadero/service-horse';\nexport const x = buildHorseApp;\n";
    expect(await reported('mfe-horse/src/features/marketplace/MarketplacePage.test.tsx', code)).toEqual([LAYER, UNDECLARED]);
    expect(await reported('e2e/integration/horse-marketplace-page.test.tsx', `import horse from '@criadero/mfe-horse/routes';\n${code}export const y = horse;\n`)).toEqual([]);
  });

  it('refuses an app, a service or a tool in a shared package', async () => {
    expect(await reported('shared/ui/src/x.ts', "import { buildUsersApp } from '@criadero/service-users';\nexport const x = buildUsersApp;\n")).toEqual([LAYER, UNDECLARED]);
    expect(await reported('shared/session/src/x.ts', "import { messages } from '@criadero/shell/messages';\nexport const x = messages;\n")).toContain(LAYER);
    expect(await reported('shared/ui/src/x.ts', "import { LOCALES } from '@criadero/remote-contract';\nexport const x = LOCALES;\n")).toEqual([]);
  });

  it('refuses screen code in a service', async () => {
    expect(await reported('services/token-prices/src/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([LAYER]);
    expect(await reported('services/token-prices/src/x.ts', "import { jsx } from 'react/jsx-runtime';\nexport const x = jsx;\n")).toEqual([LAYER]);
    expect(await reported('services/users/test/x.ts', "import { Modal } from '@criadero/ui';\nexport const x = Modal;\n")).toEqual([LAYER, UNDECLARED]);
  });

  it("refuses a tool in a service's code, not in its tests", async () => {
    const code = "import { startStaticHost } from '@criadero/static-host';\nexport const x = startStaticHost;\n";
    expect(await reported('services/gateway/src/site/x.ts', code)).toEqual([LAYER]);
    expect(await reported('services/gateway/src/site/x.ts', "import { bundleStaticOptions } from '@criadero/build-config/cache-policy';\nexport const x = bundleStaticOptions;\n")).toEqual([]);
    expect(await reported('services/gateway/test/site/x.ts', code)).toEqual([]);
  });

  it('refuses a relative import that leaves the package, in any package', async () => {
    expect(await reported('e2e/tests/x.ts', "import { x } from '../../services/axie/src/config';\nexport const y = x;\n")).toEqual([RELATIVE]);
    expect(await reported('services/users/test/x.ts', "import { x } from '../src/config';\nexport const y = x;\n")).toEqual([]);
  });
});
