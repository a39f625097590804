import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@criadero/router';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@criadero/session';
import { SideNav } from './SideNav';
import { LocaleSwitcher } from './LocaleSwitcher';
import { TokenStrip } from '../tokens/TokenStrip';
import { SessionControl } from '../session/SessionControl';
import { EMBED_PREFIX } from '../app/embed-path';

const MOBILE_QUERY = '(max-width: 768px)';

const Shell = styled.div`
  /* one column no wider than the window: the phone's one-line price strip scrolls inside it */
  min-height: 100vh; display: grid; grid-template-rows: auto 1fr; grid-template-columns: minmax(0, 1fr);
`;
const Top = styled.header`
  display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.surface}; border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  .brand { font-weight: 800; font-size: 1.2rem; color: ${({ theme }) => theme.colors.accent}; text-decoration: none; }
  .spacer { flex: 1; }
  select, button { font: inherit; }
  /* phones: two rows, not four: menu, brand, language and login on the first, the
     price strip as one sideways-scrolling line below, the menu button as its icon */
  @media ${MOBILE_QUERY} {
    gap: 0.4rem 0.5rem; padding: 0.4rem 0.6rem;
    .brand { font-size: 1.05rem; }
    .token-strip { order: 1; flex: 1 0 100%; }
    .toggle-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    select { max-width: 7.5rem; }
  }
`;
const Body = styled.div<{ $menuOpen: boolean }>`
  display: grid; grid-template-columns: ${({ $menuOpen }) => ($menuOpen ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  @media ${MOBILE_QUERY} { grid-template-columns: minmax(0, 1fr); }
`;
const Aside = styled.aside`
  border-right: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface};
  @media ${MOBILE_QUERY} { border-right: 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;
const Main = styled.main`
  padding: 1.25rem; min-width: 0;
`;
const Toggle = styled.button`
  background: none; border: 1px solid ${({ theme }) => theme.colors.border}; color: inherit; border-radius: 6px; padding: 0.25rem 0.6rem; cursor: pointer;
`;

const isMobile = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [menuOpen, setMenuOpen] = useState(() => !isMobile());
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    if (isMobile()) setMenuOpen(false);
  }, [pathname]);
  // iframe fallback for partner sites: the tool alone, no site chrome
  if (pathname.startsWith(`${EMBED_PREFIX}/`)) return <Main>{children}</Main>;
  return (
    <Shell>
      <Top>
        <Toggle type="button" aria-expanded={menuOpen} aria-controls="side-nav" onClick={() => setMenuOpen((o) => !o)}>
          ☰{' '}
          <span className="toggle-label">
            <FormattedMessage id="shell.nav.toggle" />
          </span>
        </Toggle>
        <Link to="/" className="brand">{intl.formatMessage({ id: 'shell.brand' })}</Link>
        <TokenStrip />
        <span className="spacer" />
        <LocaleSwitcher />
        <SessionControl />
      </Top>
      <Body $menuOpen={menuOpen}>
        {menuOpen ? (
          <Aside id="side-nav">
            <SideNav />
          </Aside>
        ) : null}
        <Main>{children}</Main>
      </Body>
    </Shell>
  );
}
