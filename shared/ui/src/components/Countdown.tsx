import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { countdownState } from './countdown';

export function Countdown({ target }: { target: Date | string | number | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  const state = countdownState(target, now);
  useEffect(() => {
    if (state.kind !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.kind]);
  if (state.kind === 'unavailable') return <span><FormattedMessage id="ui.countdown.unavailable" /></span>;
  if (state.kind === 'expired') return <span><FormattedMessage id="ui.countdown.expired" /></span>;
  return (
    <span role="timer">
      <FormattedMessage id="ui.countdown.running" values={state} />
    </span>
  );
}
