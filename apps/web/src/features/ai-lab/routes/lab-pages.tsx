import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { isStaffMember, useMe } from '@/lib/me';

// The lab's own pages share one route of the app's router (ai-lab/:page): every route there adds
// its chunk's name to the entry every page loads, the landing's included, which is at its budget.
// Each page still loads on its own.
const PAGES = {
  usage: { staff: false, Page: lazy(() => import('./credits-usage-page')) },
  credits: { staff: true, Page: lazy(() => import('./admin-credits-page')) },
  settings: { staff: true, Page: lazy(() => import('./admin-settings-page')) },
};

/**
 * /ai-lab/usage (the member's credits, behind the AI lab's permission), and for admin and master
 * /ai-lab/credits (the ledger's administration) and /ai-lab/settings ('Configurações de IA'), which
 * the router opens to staff whatever their own AI lab switch. The server checks every call too.
 */
export default function LabPages() {
  // ai-lab/usage is a route of its own (behind the lab's permission) with no :page to read.
  const { page = 'usage' } = useParams();
  const { data: me } = useMe();
  const entry = page !== undefined && Object.hasOwn(PAGES, page) ? PAGES[page as keyof typeof PAGES] : null;
  if (!entry || (entry.staff && !isStaffMember(me))) return <Navigate to="/ai-lab" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <entry.Page />
    </Suspense>
  );
}
