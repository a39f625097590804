import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '@criadero/router';
import styled from 'styled-components';
import { AdSlot, DonationBox } from '@criadero/ui';
import { useEnsureRemote, usePlatform } from '../remotes/remotes-state';
import { ownerOf } from '../remotes/registry';
import { useNavigation } from './navigation';
import { useSiteConfig } from './site-config';

const Nav = styled.nav`
  display: flex; flex-direction: column; gap: 1rem; padding: 1rem;
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.colors.textMuted}; margin: 0 0 0.35rem; }
  ul { list-style: none; margin: 0; padding: 0; }
  a { display: flex; align-items: center; gap: 0.4rem; padding: 0.3rem 0.5rem; border-radius: 6px; color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  a:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  a.active { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.accent}; }
`;

const NewTag = styled.span`
  font-size: 0.65rem; font-weight: 700; padding: 0 0.35rem; border-radius: 4px;
  background: ${({ theme }) => theme.colors.newTag}; color: #2b0016;
`;

const Unavailable = styled.li`
  color: ${({ theme }) => theme.colors.warning}; font-size: 0.85rem; padding: 0.3rem 0.5rem;
`;

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const groups = useNavigation();
  const platform = usePlatform();
  const site = useSiteConfig();
  const failed = Object.values(platform.remotes).filter((r) => r.status === 'failed');
  const ensure = useEnsureRemote();
  // a pointer on (or focus on) a tool's link starts loading its remote: the click finds it ready
  const prefetch = (path: string) => {
    const owner = ownerOf(path, Object.values(platform.remotes).map((r) => r.entry));
    if (owner) ensure(owner.name);
  };
  return (
    <Nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
      {groups.map((group) => (
        <section key={group.id}>
          <h2><FormattedMessage id={group.labelId} /></h2>
          <ul>
            {group.routes.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path} onClick={onNavigate} onMouseEnter={() => prefetch(route.path)} onFocus={() => prefetch(route.path)}>
                  <FormattedMessage id={route.titleId} />
                  {route.isNew ? <NewTag><FormattedMessage id="shell.nav.new" /></NewTag> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {failed.length > 0 ? (
        <ul data-testid="nav-unavailable">
          {failed.map((r) => (
            <Unavailable key={r.entry.name}>
              <FormattedMessage id="shell.remote.navUnavailable" values={{ name: r.entry.title ?? r.entry.name }} />
            </Unavailable>
          ))}
        </ul>
      ) : null}
      {/* below the menu, drawn once the menu is: an ad shown first would be pushed down by it */}
      {platform.registry === 'loading' ? null : site.ads.map((slot) => (
        <AdSlot key={slot.id} slot={slot} />
      ))}
      {site.donationAddress && platform.registry !== 'loading' ? <DonationBox address={site.donationAddress} /> : null}
    </Nav>
  );
}
