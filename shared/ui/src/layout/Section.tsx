import { useId, type ComponentProps, type ElementType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card } from '../components/primitives';

type SectionProps<As extends ElementType> = {
  /** The message id of the section's heading; the section is the region that heading names. */
  title: string;
  titleValues?: Record<string, ReactNode>;
  /** The box the section is drawn in (a remote's own styled panel); the kit's Card by default. */
  as?: As;
  children?: ReactNode;
} & Omit<ComponentProps<As>, 'as' | 'title' | 'children' | 'aria-labelledby'>;

/**
 * A titled region: a box named by its own translated h2, so assistive technology announces
 * "region, <title>". The id that ties them is generated, unique on the page.
 */
export function Section<As extends ElementType = typeof Card>({ title, titleValues, as, children, ...box }: SectionProps<As>) {
  const headingId = useId();
  const Box: ElementType = as ?? Card;
  return (
    <Box aria-labelledby={headingId} {...box}>
      <h2 id={headingId}>
        <FormattedMessage id={title} values={titleValues} />
      </h2>
      {children}
    </Box>
  );
}
