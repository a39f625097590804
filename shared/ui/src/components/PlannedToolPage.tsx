import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { ToolPage } from './ToolPage';

/**
 * A route whose tool is not built yet: it shows its title and purpose and says plainly that
 * it does not work yet, rather than pretending.
 */
export function plannedTool(titleId: string, purposeId: string): ComponentType {
  function PlannedTool() {
    return (
      <ToolPage
        title={<FormattedMessage id={titleId} />}
        purpose={<FormattedMessage id={purposeId} />}
        notice={<FormattedMessage id="ui.planned.notice" />}
      />
    );
  }
  PlannedTool.displayName = `PlannedTool(${titleId})`;
  return PlannedTool;
}
