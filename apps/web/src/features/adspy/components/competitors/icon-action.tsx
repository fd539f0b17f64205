import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A button that shows only its icon: the label names it (with the competitor's name) for screen readers. */
export function IconAction({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <Button size="icon" variant="ghost" onClick={onClick} aria-label={label} title={label}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
