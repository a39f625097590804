// The element legend writes its points in the player's language: a decimal comma in Spanish and
// Portuguese, a dot in English.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTool } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';
import { ElementBar } from '../components/ElementBar';

afterEach(cleanup);

const elements = { fire: 24.5, water: 50.25, earth: 25.25, air: 0 };
const legend = () => screen.getAllByText(/\d/).map((span) => span.textContent);

describe('ElementBar', () => {
  it.each([
    ['es', ['Fuego 24,5', 'Agua 50,3', 'Tierra 25,3']],
    ['en', ['Fire 24.5', 'Water 50.3', 'Earth 25.3']],
    ['pt', ['Fogo 24,5', 'Água 50,3', 'Terra 25,3']],
  ] as const)('in %s, one decimal at most, with the language separator, and no element at 0', (locale, expected) => {
    renderTool(<ElementBar elements={elements} />, { locale, messages });
    expect(legend()).toEqual(expected);
  });
});
