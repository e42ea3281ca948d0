import { CheckCircle2, QrCode } from 'lucide-react';
import type { DeliveryAnswer } from '@korero/core/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DeliveryBadge,
  deliverySentence,
  Input,
  CopyLinkButton,
} from '@korero/web-kit';

export interface Generated {
  token: string;
  reviewUrl: string;
  customerName: string;
  /** What became of each message sent with it, as the server answered. */
  deliveries: DeliveryAnswer[];
}

/** After creating: the customer's link to copy or share, and its QR code. */
export function LinkGeneratedCard({ generated }: { generated: Generated }) {
  return (
    <Card className="border-brand-200 bg-brand-50/40" data-testid="link-generated">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden /> Review Link Generated
        </CardTitle>
        <CardDescription>
          Share this link with {generated.customerName}, or show them the QR code. They don&apos;t need an account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {generated.deliveries.length ? (
          <ul className="flex flex-col gap-2 text-sm text-stone-700" aria-label="Messages" data-testid="deliveries">
            {generated.deliveries.map((d) => (
              <li key={d.channel} className="flex flex-col items-start gap-1">
                <span>{deliverySentence(d.channel, d.delivery, d.reason)}</span>
                <DeliveryBadge channel={d.channel} delivery={d.delivery} reason={d.reason} />
              </li>
            ))}
          </ul>
        ) : null}
        <Input readOnly value={generated.reviewUrl} aria-label="Review link" onFocus={(e) => e.currentTarget.select()} />
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton url={generated.reviewUrl} hint="Paste it into a text, email or chat." />
          <Button
            variant="outline"
            icon={<QrCode className="h-4 w-4" />}
            onClick={() => window.open(`/qr/${generated.token}`, '_blank', 'noopener')}
          >
            Generate QR Code
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
