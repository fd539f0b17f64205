// Tabs after the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): roving
// tabindex, arrow keys with looping, Home and End, a tab activated when it receives focus.
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/utils';

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return tabs;
}

const ENABLED_TAB = '[role=tab]:not([disabled])';

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const idOf = (part: 'trigger' | 'content', tab: string) => `${baseId}-${part}-${tab}`;
  return (
    <TabsContext value={{ value: current, select, idOf }}>
      <div {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: Omit<ComponentProps<'div'>, 'ref'>) {
  useTabs(); // subscribes the list to the active value, so that the effect below runs when it changes
  const list = useRef<HTMLDivElement>(null);
  // The one tab in the page's tab order: the active one, or the first enabled tab when no enabled tab is active.
  useLayoutEffect(() => {
    const tabs = [...list.current!.querySelectorAll<HTMLElement>('[role=tab]')];
    const enabled = [...list.current!.querySelectorAll<HTMLElement>(ENABLED_TAB)];
    const stop = enabled.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? enabled[0];
    for (const tab of tabs) tab.tabIndex = tab === stop ? 0 : -1;
  });
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>(ENABLED_TAB)];
    const at = tabs.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (at === -1 || next === undefined) return;
    event.preventDefault();
    tabs[next % tabs.length]!.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex w-fit flex-wrap rounded-md bg-muted p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-controls={tabs.idOf('content', value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active && !disabled ? 0 : -1}
      className={cn(
        'rounded-sm px-4 py-1.5 pointer-coarse:min-h-11 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & { value: string; forceMount?: boolean };

export function TabsContent({ value, forceMount, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      {...props}
    />
  );
}
