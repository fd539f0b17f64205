import type { ForumCategory } from '@blivion/shared/forum';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { apiErrorOr } from '@/lib/api-errors';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';

/**
 * Deleting a category. One holding topics asks which category receives them (the server moves them
 * and deletes in one transaction); should topics arrive meanwhile, the server's refusal asks again.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  onOpenChange,
}: {
  category: ForumCategory;
  categories: ForumCategory[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const c = 'features.forum.categories';
  const remove = useDeleteCategory();
  const [needsTarget, setNeedsTarget] = useState(category.topicCount > 0);
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string>();
  const targets = categories.filter((other) => other.id !== category.id);

  const confirm = () => {
    if (needsTarget && !moveTo) return setError(`${c}.moveRequired`);
    remove.mutate(
      { id: category.id, moveTo: needsTarget ? moveTo : undefined },
      {
        onSuccess: ({ movedTopics }) => {
          const target = targets.find((other) => other.id === moveTo);
          toast.success(t(`${c}.removedTitle`), {
            description:
              movedTopics > 0 && target
                ? t(`${c}.movedMessage`, { count: movedTopics, name: target.name })
                : category.name,
          });
          onOpenChange(false);
        },
        onError: (failure) => {
          if (isApiError(failure, 'FORUM_CATEGORY_NOT_EMPTY')) setNeedsTarget(true);
          toast.error(t('common.error'), { description: apiErrorOr(t, failure, `${c}.removeError`) });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent
        title={t(`${c}.deleteTitle`)}
        description={t(needsTarget ? `${c}.deleteConfirm` : `${c}.deleteEmptyConfirm`, { name: category.name })}
      >
        {needsTarget &&
          (targets.length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive-text">
              {t(`${c}.noMoveTarget`)}
            </p>
          ) : (
            <FormField id="category-move-to" label={t(`${c}.moveLabel`)} error={error}>
              <SelectField
                id="category-move-to"
                value={moveTo}
                onValueChange={(value) => {
                  setMoveTo(value);
                  setError(undefined);
                }}
                placeholder={t(`${c}.movePlaceholder`)}
                options={targets.map((other) => ({ value: other.id, label: other.name }))}
                aria-describedby={error ? 'category-move-to-error' : undefined}
              />
            </FormField>
          ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t(`${c}.cancel`)}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={remove.isPending || (needsTarget && targets.length === 0)}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {remove.isPending ? t('features.forum.post.deleting') : t(`${c}.delete`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
