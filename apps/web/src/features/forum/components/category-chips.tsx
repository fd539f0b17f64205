import type { ForumCategory } from '@blivion/shared/forum';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Skeleton } from '@/components/ui/skeleton';

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'h-8 shrink-0 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
        active
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'bg-card text-muted-foreground hover:border-primary/60 hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/**
 * One row of fixed height that scrolls sideways (never wraps), so the list below does not move when
 * the categories arrive or on a narrow screen. Chips are buttons: Tab reaches each one and the
 * browser scrolls it into view.
 */
// 48 px: the chip (32), room for its focus ring above, and for a scrollbar below it.
const ROW = '-my-1 flex h-12 items-start gap-2 overflow-x-auto overflow-y-hidden px-1 pt-1';

/** Placeholders of the chips' size while the categories load. */
export function CategoryChipsSkeleton() {
  return (
    <div aria-hidden="true" className={ROW}>
      {['w-36', 'w-24', 'w-32', 'w-28', 'w-24'].map((width, index) => (
        <Skeleton key={index} className={cn('h-8 shrink-0 rounded-full', width)} />
      ))}
    </div>
  );
}

/** 'Todas Categorias' and one chip per category; the chosen one is pressed. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: ForumCategory[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('features.forum.categoriesLabel')} className={cn(ROW, '[scrollbar-width:thin]')}>
      <Chip active={selected === null} onClick={() => onSelect(null)}>
        {t('features.forum.allCategories')}
      </Chip>
      {categories.map((category) => (
        <Chip key={category.id} active={selected === category.slug} onClick={() => onSelect(category.slug)}>
          {category.name}
        </Chip>
      ))}
    </div>
  );
}
