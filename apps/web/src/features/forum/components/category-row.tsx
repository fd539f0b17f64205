import type { ForumCategory } from '@blivion/shared/forum';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSaveCategory } from '../api/save-category';
import { CategoryEditor } from './category-editor';

interface CategoryRowProps {
  category: ForumCategory;
  canEdit: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
}

/** A category of the management list: read, or edited in place (save or cancel). */
export function CategoryRow({ category, canEdit, editing, onEdit, onDelete }: CategoryRowProps) {
  const { t } = useTranslation();
  const c = 'features.forum.categories';
  const save = useSaveCategory();

  if (editing) {
    return (
      <div className="rounded-lg border border-primary/50 bg-muted/40 p-3">
        <CategoryEditor
          category={category}
          onSave={async (body) => {
            try {
              await save.mutateAsync({ id: category.id, body });
            } catch (error) {
              toast.error(t('common.error'), { description: apiErrorOr(t, error, `${c}.saveError`) });
              throw error;
            }
            toast.success(t(`${c}.updatedTitle`), { description: body.name });
            onEdit(false);
            return true;
          }}
          actions={(busy) => (
            <>
              <Button variant="ghost" size="sm" onClick={() => onEdit(false)} disabled={busy}>
                {t(`${c}.cancel`)}
              </Button>
              <SubmitButton size="sm" busy={busy} busyLabel={t('common.saving')}>
                {t(`${c}.save`)}
              </SubmitButton>
            </>
          )}
        />
      </div>
    );
  }

  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{category.name}</p>
        <p className="text-xs text-muted-foreground">
          {t(`${c}.slug`, { slug: category.slug })} · {t(`${c}.topicCount`, { count: category.topicCount })}
        </p>
        {category.description && <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>}
      </div>
      {canEdit && (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(`${c}.editNamed`, { name: category.name })}
            onClick={() => onEdit(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(`${c}.deleteNamed`, { name: category.name })}
            className="text-destructive-text hover:text-destructive-text"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
