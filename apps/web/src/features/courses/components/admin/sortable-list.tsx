import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface SortableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** How announcements name an item ('MÓDULO 1', 'Nova Aula 2'). */
  labelOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** While an item is carried (Escape then cancels the move, not the dialog). */
  onDraggingChange?: (dragging: boolean) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging an item's handle, with the pointer or the keyboard (Space
 * or Enter picks it up, the arrows move it, Space or Enter drops it, Escape cancels), and told to
 * screen readers in Portuguese.
 */
export function SortableList<T>({ items, keyOf, labelOf, onMove, onDraggingChange, children }: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(keyOf);
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const place = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => {
    const item = items[indexOf(id)];
    return {
      item: item === undefined ? '' : labelOf(item),
      position: indexOf(at ?? id) + 1,
      total: keys.length,
    };
  };
  // Picking an item up puts it over its own place at once: that is no move to tell.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('courses.contentDialog.dnd.pickedUp', place(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t('courses.contentDialog.dnd.movedOver', place(active.id, over.id));
    },
    onDragEnd: ({ active, over }) => t('courses.contentDialog.dnd.dropped', place(active.id, over?.id ?? active.id)),
    onDragCancel: ({ active }) => t('courses.contentDialog.dnd.cancelled', place(active.id, active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('courses.contentDialog.dnd.instructions') },
      }}
      onDragStart={() => onDraggingChange?.(true)}
      onDragCancel={() => onDraggingChange?.(false)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: `children` gets the drag handle (a button named `handleLabel`) to put
 * where the item shows it.
 */
export function SortableItem({
  id,
  handleLabel,
  className,
  children,
}: {
  id: string;
  handleLabel: string;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    // Screen readers say this after the handle's name (dnd-kit's own is the English 'sortable').
    attributes: { roleDescription: t('courses.contentDialog.dnd.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-sortable-id={id}
      className={cn(className, isDragging && 'relative z-10 opacity-80 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
