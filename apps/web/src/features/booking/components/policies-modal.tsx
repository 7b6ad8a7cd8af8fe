import { LoadingMessage } from '../../../components/status-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useCardPolicies } from '../api/get-card-policies.ts';
import { FALLBACK_POLICIES, policyText } from '../fallback-policies.ts';

/** Spec "View Policies": the information-card policies, or the built-in text if they fail. */
export function PoliciesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const policies = useCardPolicies(open);
  const shown =
    policies.isSuccess && policies.data.length > 0
      ? policies.data.map((policy) => ({
          key: String(policy.id),
          title: policy.title,
          content: policyText(policy.content),
        }))
      : FALLBACK_POLICIES.map((policy) => ({ key: policy.title, ...policy }));

  return (
    <Modal open={open} onClose={onClose} title="House policies" size="lg">
      {policies.isPending ? (
        <LoadingMessage>Loading policies...</LoadingMessage>
      ) : (
        <ul className="space-y-5">
          {shown.map((policy) => (
            <li key={policy.key}>
              <h3 className="font-sans text-base font-semibold text-ink">{policy.title}</h3>
              <p className="mt-1 leading-relaxed whitespace-pre-line text-muted">
                {policy.content}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
