import { useState } from 'react';
import {
  applicationMessages,
  type TApplicationDetail,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { changeStatus } from '../api/change-status';
import { applicationPath } from '../api/get-application';
import { matchesPath } from '../api/get-matches';
import { statusMoves } from '../lib/screening-moves';
import { StatusBadge } from './status-badge';

/**
 * The moves screening allows from the current status, each asked first. Each sends the status the
 * admin saw; if someone changed it meanwhile the server refuses (409), the screen says so and
 * shows the application as it is now.
 */
export function ScreeningCard({ detail }: { detail: TApplicationDetail }) {
  const { act, busy } = useAction();
  const [conflict, setConflict] = useState<string>();
  const moves = statusMoves(detail.status);

  const move = async (to: TApplicationStatus) => {
    setConflict(undefined);
    const result = await act({
      run: () => changeStatus(detail.id, { status: to, expected: detail.status }),
      success: applicationMessages.statusChanged,
      error: applicationMessages.updateFailed,
      revalidate: [applicationPath(detail.id), matchesPath(detail.id)],
    });
    if (!result.ok && result.error instanceof ApiError && result.error.status === 409)
      setConflict(result.error.message || applicationMessages.changed);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Screening</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          Current status <StatusBadge status={detail.status} />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {moves.length === 0 ? (
          <p className="text-sm text-muted-foreground">Matched is final: no further moves.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {moves.map((m) => (
              <ConfirmAction
                key={m.to}
                trigger={
                  <Button
                    size="sm"
                    variant={m.destructive ? 'outline' : 'default'}
                    className={
                      m.destructive ? 'text-destructive hover:text-destructive' : undefined
                    }
                    disabled={busy}
                  >
                    {m.label}
                  </Button>
                }
                title={m.title}
                description={m.description}
                confirmLabel={m.confirmLabel}
                destructive={m.destructive}
                onConfirm={() => void move(m.to)}
              />
            ))}
          </div>
        )}
        {conflict && (
          <p role="alert" className="text-sm text-destructive">
            {conflict}. It has been reloaded: the status above is the latest.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
