import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminIconAction } from './admin-icon-action';

/**
 * A module's or a lesson's arrows (move up, move down: the keyboard's plain way to reorder, besides
 * dragging) and its remove button. The arrows' ids let the editor give them the focus back after
 * the item moved.
 */
export function ItemActions({
  itemKey,
  name,
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
}: {
  itemKey: string;
  name: string;
  index: number;
  count: number;
  removeLabel: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AdminIconAction
        icon={ArrowUp}
        id={`move-up-${itemKey}`}
        label={t('courses.contentDialog.moveUpItem', { title: name })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <AdminIconAction
        icon={ArrowDown}
        id={`move-down-${itemKey}`}
        label={t('courses.contentDialog.moveDownItem', { title: name })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <AdminIconAction icon={Trash2} destructive label={removeLabel} onClick={onRemove} />
    </>
  );
}
