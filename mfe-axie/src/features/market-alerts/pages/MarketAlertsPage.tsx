import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { premiumModalOpenAtom } from '@criadero/session';
import { Button, Section, ToolPage, useApiLoad, useErrorText, useToast } from '@criadero/ui';
import { MarketFreshness } from '../../../components/MarketFreshness';
import { savedFiltersAtom } from '../../../state/saved-filters';
import { Note, Panel } from '../../../components/styled';
import { deleteWatch, fetchAlerts, fetchWatches, mergeAlerts, type Alert, type Watch } from '../api';
import { NewWatchForm } from '../components/NewWatchForm';
import { RecentAlerts } from '../components/RecentAlerts';
import { WatchList } from '../components/WatchList';
import { liveAlertsAtom } from '../state';

/**
 * Watched searches: a saved filter of the breeding calculator (with a breed count range and a
 * price cap) becomes a watch; new or repriced listings that match it raise alerts, shown live on
 * every page (LiveAlerts) and listed here a page at a time, each with its Discord message's state; a
 * webhook Discord said is gone is shown disabled on its watch.
 */
export default function MarketAlertsPage() {
  const toast = useToast();
  const errorText = useErrorText();
  const saved = useAtomValue(savedFiltersAtom);
  const live = useAtomValue(liveAlertsAtom);
  const openPlans = useSetAtom(premiumModalOpenAtom);
  const watches = useApiLoad('watches', fetchWatches);
  const stored = useApiLoad('alerts', fetchAlerts);
  const [older, setOlder] = useState<{ alerts: Alert[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const list = 'data' in watches && watches.data ? watches.data : null;
  const full = list !== null && list.watches.length >= list.limit;
  const firstPage = 'data' in stored && stored.data ? stored.data : null;
  const alerts = mergeAlerts(live, firstPage?.alerts ?? [], older?.alerts ?? []);
  const next = older ? older.next : (firstPage?.next ?? null);

  const loadMore = async (after: string) => {
    setLoadingMore(true);
    try {
      const page = await fetchAlerts(undefined, after);
      setOlder((kept) => ({ alerts: [...(kept?.alerts ?? []), ...page.alerts], next: page.next }));
    } catch (caught) {
      toast({ kind: 'error', title: errorText(caught) });
    } finally {
      setLoadingMore(false);
    }
  };

  const remove = async (watch: Watch) => {
    try {
      await deleteWatch(watch.id);
      if (list) watches.set({ ...list, watches: list.watches.filter((w) => w.id !== watch.id) });
    } catch (caught) {
      toast({ kind: 'error', title: errorText(caught) });
    }
  };

  return (
    <ToolPage title={<FormattedMessage id="axie.alerts.title" />} purpose={<FormattedMessage id="axie.alerts.purpose" />}>
      <MarketFreshness />
      <Section title="axie.alerts.new.title" as={Panel}>
        <NewWatchForm saved={saved} full={full} onCreated={(watch) => list && watches.set({ ...list, watches: [...list.watches, watch] })} />
        {list ? (
          <Note data-testid="watch-count">
            <FormattedMessage id="axie.alerts.count" values={{ count: list.watches.length, limit: list.limit }} />{' '}
            {full ? (
              <Button type="button" onClick={() => openPlans(true)}>
                <FormattedMessage id="axie.alerts.upgrade" />
              </Button>
            ) : null}
          </Note>
        ) : null}
      </Section>

      <WatchList watches={list?.watches ?? null} error={watches.status === 'error' ? watches.message : null} onDelete={(watch) => void remove(watch)} />
      <RecentAlerts
        alerts={alerts}
        error={stored.status === 'error' ? stored.message : null}
        loaded={stored.status === 'ready'}
        onMore={next ? () => void loadMore(next) : null}
        loadingMore={loadingMore}
      />
    </ToolPage>
  );
}
