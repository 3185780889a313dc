// Who is signed in, and Log out, at the foot of the workspace navigation. A plain form to /logout, so it
// works without JavaScript; with it, the session context's logout shows the spec's toasts and goes home.
import { Form } from "@remix-run/react";
import { LogOut } from "lucide-react";
import { Button } from "~/components/ui/button";
import { avatarInitial } from "~/lib/session-user";
import { useSession } from "./session-context";

export function WorkspaceAccount() {
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5">
      <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
        {avatarInitial(user)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{user.username || "User"}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
      <Form
        method="post"
        action="/logout"
        onSubmit={(event) => {
          event.preventDefault();
          void logout();
        }}
      >
        <Button type="submit" variant="ghost" size="icon" aria-label="Log out" title="Log out">
          <LogOut aria-hidden />
        </Button>
      </Form>
    </div>
  );
}
