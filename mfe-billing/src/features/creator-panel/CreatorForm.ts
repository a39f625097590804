import styled from 'styled-components';

/** the creator panel's one-line forms: labelled boxes side by side, wrapping on a phone */
export const CreatorForm = styled.form`
  display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; margin-top: 1rem;
  label { display: flex; flex-direction: column; gap: 0.25rem; }
  input { font: inherit; padding: 0.35rem; width: 10rem; max-width: 100%; }
`;
