import { LoadingMessage } from '../../../components/status-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PolicyContent } from '../../../components/policy-content.tsx';
import { useCardPolicies } from '../api/get-card-policies.ts';
import { FALLBACK_POLICIES } from '../fallback-policies.ts';

const titleClass = 'font-sans text-base font-semibold text-ink';

/** Spec "View Policies": the information-card policies, or the built-in text if they fail. */
export function PoliciesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const policies = useCardPolicies(open);
  const fromServer = policies.isSuccess && policies.data.length > 0 ? policies.data : null;

  return (
    <Modal open={open} onClose={onClose} title="House policies" size="lg">
      {policies.isPending ? (
        <LoadingMessage>Loading policies...</LoadingMessage>
      ) : (
        <ul className="space-y-5">
          {fromServer
            ? fromServer.map((policy) => (
                <li key={policy.id}>
                  <h3 className={titleClass}>{policy.title}</h3>
                  <PolicyContent html={policy.content_html} className="mt-1" />
                </li>
              ))
            : FALLBACK_POLICIES.map((policy) => (
                <li key={policy.title}>
                  <h3 className={titleClass}>{policy.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{policy.content}</p>
                </li>
              ))}
        </ul>
      )}
    </Modal>
  );
}
