// What the tests expect on screen, read from the same route tables and catalogues the site uses.
import type { Locale, RemoteModule } from '@criadero/remote-contract';
import { shellMessages, shellSameInAllLocales } from '@criadero/shell/messages';
import apeiron from '@criadero/mfe-apeiron/routes';
import axie from '@criadero/mfe-axie/routes';
import billing from '@criadero/mfe-billing/routes';
import craftworld from '@criadero/mfe-craftworld/routes';
import horse from '@criadero/mfe-horse/routes';
import lumiterraPixels from '@criadero/mfe-lumiterra-pixels/routes';
import { sameInAllLocales as apeironSame } from '@criadero/mfe-apeiron/messages';
import { sameInAllLocales as axieSame } from '@criadero/mfe-axie/messages';
import { sameInAllLocales as billingSame } from '@criadero/mfe-billing/messages';
import { sameInAllLocales as craftworldSame } from '@criadero/mfe-craftworld/messages';
import { sameInAllLocales as horseSame } from '@criadero/mfe-horse/messages';
import { sameInAllLocales as lumiterraPixelsSame } from '@criadero/mfe-lumiterra-pixels/messages';
import type { RemoteName } from './remotes';

export const REMOTE_MODULES: Record<RemoteName, { module: RemoteModule; same: ReadonlySet<string> }> = {
  mfe_apeiron: { module: apeiron, same: apeironSame },
  mfe_axie: { module: axie, same: axieSame },
  mfe_billing: { module: billing, same: billingSame },
  mfe_craftworld: { module: craftworld, same: craftworldSame },
  mfe_horse: { module: horse, same: horseSame },
  mfe_lumiterra_pixels: { module: lumiterraPixels, same: lumiterraPixelsSame },
};

export interface ExpectedRoute {
  remote: RemoteName;
  path: string;
  /** heading text per locale */
  heading: Record<Locale, string>;
  /** message id of that heading */
  headingId: string;
  /** the id's text may legitimately equal the Spanish one */
  sameAllowed: boolean;
}

/**
 * Every route of every remote with the heading a visitor sees: dashboard pages ask to log in under
 * the shell's 'Panel de Usuario'; a tool that needs an account asks under its own title.
 */
export function expectedRoutes(): ExpectedRoute[] {
  return Object.entries(REMOTE_MODULES).flatMap(([remote, { module, same }]) =>
    module.routes.map((route) => {
      const fromShell = Boolean(route.requiresLogin) && route.path.startsWith('/dashboard/');
      const id = fromShell ? 'shell.login.required.title' : route.titleId;
      const catalogue = fromShell ? shellMessages : module.messages;
      return {
        remote: remote as RemoteName,
        path: route.path,
        headingId: id,
        heading: { es: catalogue.es[id]!, en: catalogue.en[id]!, pt: catalogue.pt[id]! },
        sameAllowed: fromShell ? shellSameInAllLocales.has(id) : same.has(id),
      };
    }),
  );
}

export { shellMessages };
