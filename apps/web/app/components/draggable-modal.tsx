import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal the user can move by its title bar and switch to full screen and back (spec section 2 widgets). Moving is
 * kept inside the window; full screen drops the offset and fills the viewport.
 */
export function DraggableModal({ title, children, width = 520, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const drag = useRef<{ startX: number; startY: number; from: { x: number; y: number } } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (fullscreen || event.button !== 0) return;
    drag.current = { startX: event.clientX, startY: event.clientY, from: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const limitX = window.innerWidth / 2;
    const limitY = window.innerHeight / 2;
    setOffset({
      x: Math.max(-limitX, Math.min(limitX, start.from.x + event.clientX - start.startX)),
      y: Math.max(-limitY, Math.min(limitY, start.from.y + event.clientY - start.startY)),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Modal
      {...props}
      width={fullscreen ? '100vw' : width}
      style={fullscreen ? { top: 0, maxWidth: '100vw', padding: 0 } : { transform: `translate(${offset.x}px, ${offset.y}px)` }}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      title={
        <div
          data-testid="draggable-modal-handle"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            cursor: fullscreen ? 'default' : 'move',
            marginRight: 24,
            touchAction: 'none',
            userSelect: 'none',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          <span style={{ flex: 1 }}>{title}</span>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? t('widgets.exitFullscreen') : t('widgets.fullscreen')}
            icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => {
              setFullscreen((on) => !on);
              setOffset({ x: 0, y: 0 });
            }}
          />
        </div>
      }
    >
      {children}
    </Modal>
  );
}
