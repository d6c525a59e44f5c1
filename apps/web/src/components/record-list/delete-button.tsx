import { Button, type ButtonProps } from '@mantine/core';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';

type Mutation<Arg> = {
  mutate: (arg: Arg, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/** Delete after the person confirms; says it in a toast, or the server's refusal. */
export function DeleteButton<Arg>({
  mutation,
  arg,
  confirm,
  done,
  onDeleted,
  size = 'xs',
  loading,
}: {
  mutation: Mutation<Arg>;
  arg: Arg;
  /** The question asked first ('Delete this inspection and its discrepancies?'). */
  confirm: string;
  /** The toast after ('Inspection deleted'). */
  done: string;
  onDeleted?: () => void;
  size?: ButtonProps['size'];
  /** Default: while the mutation runs. */
  loading?: boolean;
}) {
  return (
    <Button
      size={size}
      variant="subtle"
      color="red"
      loading={loading ?? mutation.isPending}
      onClick={() => {
        if (!window.confirm(confirm)) return;
        mutation.mutate(arg, {
          onSuccess: () => {
            toast.success(done);
            onDeleted?.();
          },
          onError: (error) => toast.error(describeError(error)),
        });
      }}
    >
      Delete
    </Button>
  );
}
