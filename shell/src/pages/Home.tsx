import { FormattedMessage } from 'react-intl';
import { Link } from '@criadero/router';
import styled from 'styled-components';
import { Card, Muted, PageTitle } from '@criadero/ui';
import { useNavigation } from '../layout/navigation';

const Grid = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  ul { margin: 0; padding-left: 1.1rem; }
  /* a target of 24 px or more (WCAG 2.5.8): a line of text alone is 18 px */
  li a { display: inline-block; padding: 0.2rem 0; }
  h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
`;

export function Home() {
  const groups = useNavigation();
  return (
    <section>
      <PageTitle><FormattedMessage id="shell.home.title" /></PageTitle>
      <Muted><FormattedMessage id="shell.home.purpose" /></Muted>
      <Grid>
        {groups.map((group) => (
          <Card key={group.id}>
            <h2><FormattedMessage id={group.labelId} /></h2>
            <ul>
              {group.routes.map((route) => (
                <li key={route.path}><Link to={route.path}><FormattedMessage id={route.titleId} /></Link></li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
