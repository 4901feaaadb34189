import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type CSSProperties, type HTMLAttributes, type ReactNode, type Ref, createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editable-table.module.css';

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);

type RowProps = HTMLAttributes<HTMLDivElement> & { 'data-row-key'?: string; ref?: Ref<HTMLDivElement> };

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

function SortableRow({ id, ref, style, ...props }: RowProps & { id: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const moved: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
  };
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      <div
        {...props}
        style={moved}
        ref={(node) => {
          setNodeRef(node);
          assignRef(ref, node);
        }}
      />
    </HandleContext.Provider>
  );
}

/** The body row of a drag-sortable table; rows without a key (an expanded row's content) do not move. */
export function DraggableTableRow(props: RowProps) {
  const id = props['data-row-key'];
  return id === undefined ? <div {...props} /> : <SortableRow {...props} id={String(id)} />;
}

/** The row-drag-sort cell: the handle rows are dragged by. */
export function DragHandle() {
  const { t } = useTranslation('table');
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      className={styles.dragHandle}
      icon={<HolderOutlined />}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={t('cell.dragRow')}
    />
  );
}

/** Puts the rows in a sortable list; `onMove` gets the old and new index of a dropped row. */
export function SortableRows({ ids, onMove, children }: { ids: readonly string[]; onMove: (from: number, to: number) => void; children: ReactNode }) {
  // A stable id keeps the server-rendered accessibility attributes equal to the browser's.
  const id = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
