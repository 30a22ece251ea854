import { NotificationBell } from '../../features/fleet-money/components/notification-bell.tsx';
import { OrgSwitcher } from '../../features/fleet/components/org-switcher.tsx';

/** The signed-in person's switch between Privé and their organisations, and their notifications (issue 24). */
export default function HeaderExtras() {
  return (
    <div className="flex items-center gap-2">
      <OrgSwitcher />
      <NotificationBell />
    </div>
  );
}
