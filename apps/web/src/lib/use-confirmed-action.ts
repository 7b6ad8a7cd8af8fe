import { useState } from 'react';

/** A mutation on a row's id (delete, promote), as TanStack Query's `useMutation` gives it. */
interface IdMutation<Answer> {
  mutate: (id: number, options: { onSuccess: (answer: Answer) => void }) => void;
  reset: () => void;
  isPending: boolean;
}

/**
 * A row action that asks first: `ask(row)` opens the confirmation, `confirm` runs the
 * mutation on that row's id and, once it succeeded, closes the dialog and calls `onDone`
 * with the server's answer (a success banner, maybe in the server's words); `close`
 * forgets the row and any error of an earlier attempt.
 */
export function useConfirmedAction<Row extends { id: number }, Answer = unknown>(
  mutation: IdMutation<Answer>,
  onDone: (answer: Answer) => void,
) {
  const [target, setTarget] = useState<Row | null>(null);
  const close = () => {
    setTarget(null);
    mutation.reset();
  };
  const confirm = () => {
    if (!target || mutation.isPending) return;
    mutation.mutate(target.id, {
      onSuccess: (answer) => {
        close();
        onDone(answer);
      },
    });
  };
  return { target, ask: setTarget, close, confirm };
}
