import type { ForumCategory } from '@blivion/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

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
    <div role="group" aria-label={t('features.forum.categoriesLabel')} className="flex flex-wrap gap-2">
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
