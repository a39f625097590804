import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderTool, renderToolHook } from '../test-utils';
import { FilterBar, FilterField } from './FilterBar';
import { useFilters } from './useFilters';

const INITIAL = { cls: '', days: '', breeds: [0, 7] as [number, number] };

describe('useFilters', () => {
  it('sets one value at a time, keeps the rest and builds the request from them', () => {
    const toRequest = (v: typeof INITIAL) => ({ ...(v.cls ? { classes: [v.cls] } : {}), breedCount: v.breeds });
    const { result } = renderToolHook(() => useFilters(INITIAL, { toRequest }));
    expect(result.current.isInitial).toBe(true);
    expect(result.current.request).toEqual({ breedCount: [0, 7] });
    act(() => result.current.set('cls', 'beast'));
    act(() => result.current.field('days').onChange({ target: { value: '30' } }));
    expect(result.current.values).toEqual({ cls: 'beast', days: '30', breeds: [0, 7] });
    expect(result.current.field('days').value).toBe('30');
    act(() => result.current.control('cls').onChange('bird'));
    expect(result.current.control('cls').value).toBe('bird');
    expect(result.current.request).toEqual({ classes: ['bird'], breedCount: [0, 7] });
    expect(result.current.isInitial).toBe(false);
  });

  it('resets to the initial values and tells the page on every change', () => {
    const onChange = vi.fn();
    const { result } = renderToolHook(() => useFilters(INITIAL, { onChange }));
    act(() => result.current.set('breeds', [2, 5]));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(result.current.values).toEqual(INITIAL);
    expect(result.current.isInitial).toBe(true);
    expect(result.current.request).toEqual(INITIAL);
  });
});

describe('FilterBar', () => {
  it('is a search landmark whose Enter calls onSubmit without reloading the page', () => {
    const onSubmit = vi.fn();
    renderTool(
      <FilterBar label="Filtros" onSubmit={onSubmit}>
        <FilterField>
          Clase
          <input defaultValue="" />
        </FilterField>
      </FilterBar>,
    );
    const form = screen.getByRole('search', { name: 'Filtros' });
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false); // the default (a page load) was prevented
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Clase')).toBeInstanceOf(HTMLInputElement);
  });
});
