import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted, PageTitle } from './primitives';

const Wrap = styled.article`
  max-width: 1400px;
`;

const Notice = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.6rem 0.8rem; border-radius: ${({ theme }) => theme.radius};
`;

/** Standard frame of a tool page: its heading, what it is for, then the tool. */
export function ToolPage({ title, purpose, notice, children }: { title: ReactNode; purpose: ReactNode; notice?: ReactNode; children?: ReactNode }) {
  return (
    <Wrap>
      <PageTitle>{title}</PageTitle>
      <Muted>{purpose}</Muted>
      {notice ? <Notice role="note">{notice}</Notice> : null}
      {children}
    </Wrap>
  );
}
