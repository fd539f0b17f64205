import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

function Example({ defaultValue = 'one', disabled = '' }: { defaultValue?: string; disabled?: string }) {
  return (
    <Tabs defaultValue={defaultValue}>
      <TabsList aria-label="Exemplo">
        {['one', 'two', 'three', 'four'].map((value) => (
          <TabsTrigger key={value} value={value} disabled={value === disabled}>
            {value}
          </TabsTrigger>
        ))}
      </TabsList>
      {['one', 'two', 'three', 'four'].map((value) => (
        <TabsContent key={value} value={value}>
          panel {value}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tabIndexes = () => screen.getAllByRole('tab').map((element) => element.tabIndex);

describe('Tabs', () => {
  it('wires the tablist, the tabs and the active panel together', () => {
    render(<Example />);
    const list = screen.getByRole('tablist', { name: 'Exemplo' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const one = tab('one');
    expect(one.tagName).toBe('BUTTON');
    expect(one.getAttribute('type')).toBe('button');
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.dataset.state).toBe('active');
    expect(tab('two').getAttribute('aria-selected')).toBe('false');
    expect(tab('two').dataset.state).toBe('inactive');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('panel one');
    expect(panel.id).toBe(one.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(one.id);
    expect(panel.tabIndex).toBe(0);
    expect(panel.dataset.state).toBe('active');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(new Set(screen.getAllByRole('tab').map((element) => element.id)).size).toBe(4);
  });

  it('activates a tab on click', async () => {
    render(<Example />);
    await userEvent.click(tab('three'));
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
    expect(tab('one').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three');
  });

  it('keeps one tab in the tab order: the active one', async () => {
    render(<Example defaultValue="two" />);
    expect(tabIndexes()).toEqual([-1, 0, -1, -1]);
    await userEvent.click(tab('four'));
    expect(tabIndexes()).toEqual([-1, -1, -1, 0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('puts the first enabled tab in the tab order when no enabled tab is active', async () => {
    render(<Example defaultValue="missing" disabled="one" />);
    expect(tabIndexes()).toEqual([-1, 0, -1, -1]);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    await userEvent.click(tab('four'));
    expect(tabIndexes()).toEqual([-1, -1, -1, 0]);
    cleanup();
    render(<Example defaultValue="missing" disabled="one" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
  });

  it('moves focus and activation with the arrow keys, looping, and with Home and End, skipping disabled tabs', async () => {
    render(<Example disabled="three" />);
    expect(tab('three').hasAttribute('disabled')).toBe(true);
    expect(tab('three').dataset.disabled).toBe('');
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('one'));
    const steps: [string, string][] = [
      ['{ArrowRight}', 'two'],
      ['{ArrowRight}', 'four'],
      ['{ArrowRight}', 'one'],
      ['{ArrowLeft}', 'four'],
      ['{ArrowLeft}', 'two'],
      ['{End}', 'four'],
      ['{Home}', 'one'],
    ];
    for (const [key, name] of steps) {
      await userEvent.keyboard(key);
      expect(document.activeElement, key).toBe(tab(name));
      expect(tab(name).getAttribute('aria-selected'), key).toBe('true');
      expect(screen.getByRole('tabpanel').textContent, key).toBe(`panel ${name}`);
    }
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('one'));
  });

  it('activates with Enter and Space', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs value="one" onValueChange={onValueChange}>
        <TabsList>
          <TabsTrigger value="one">one</TabsTrigger>
          <TabsTrigger value="two">two</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    tab('two').focus();
    onValueChange.mockClear();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onValueChange.mock.calls).toEqual([['two'], ['two']]);
  });

  it('in controlled mode, asks for the change and shows the value it is given', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('one');
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            if (next !== 'three') setValue(next);
          }}
        >
          <TabsList>
            <TabsTrigger value="one">one</TabsTrigger>
            <TabsTrigger value="two">two</TabsTrigger>
            <TabsTrigger value="three">three</TabsTrigger>
          </TabsList>
          <TabsContent value="one">panel one</TabsContent>
          <TabsContent value="two">panel two</TabsContent>
          <TabsContent value="three">panel three</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    await userEvent.click(tab('one'));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(tab('two'));
    expect(onValueChange).toHaveBeenLastCalledWith('two');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel two');
    await userEvent.click(tab('three'));
    expect(onValueChange).toHaveBeenLastCalledWith('three');
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel two');
  });

  it('renders inactive panels with forceMount, hidden', async () => {
    render(
      <Tabs defaultValue="one">
        <TabsList>
          <TabsTrigger value="one">one</TabsTrigger>
          <TabsTrigger value="two">two</TabsTrigger>
        </TabsList>
        <TabsContent value="one" forceMount>
          <input aria-label="first field" />
        </TabsContent>
        <TabsContent value="two" forceMount>
          <input aria-label="second field" />
        </TabsContent>
      </Tabs>,
    );
    const panels = () => screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels().map((panel) => [panel.hidden, panel.dataset.state])).toEqual([
      [false, 'active'],
      [true, 'inactive'],
    ]);
    expect(screen.queryByRole('textbox', { name: 'second field' })).toBeNull();
    await userEvent.click(tab('two'));
    expect(panels().map((panel) => [panel.hidden, panel.dataset.state])).toEqual([
      [true, 'inactive'],
      [false, 'active'],
    ]);
    expect(screen.getByRole('textbox', { name: 'second field' })).toBeTruthy();
  });
});
