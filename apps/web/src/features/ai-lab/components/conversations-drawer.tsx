import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** The phone's and tablet's drawer of chats (Radix's dialog), loaded by the lab at its first opening. */
export function ConversationsDrawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" title={title} className="p-0 pt-4">
        {children}
      </DialogContent>
    </Dialog>
  );
}
