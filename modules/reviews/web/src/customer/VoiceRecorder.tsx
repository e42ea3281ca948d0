import { useEffect, useId, useRef, useState } from 'react';
import { Mic, Play, Square, Trash2, Wand2 } from 'lucide-react';
import { Button, Card, Spinner, toast, useT } from '@korero/web-kit';
import { customerClient } from '../../../contract/client.ts';
import { blobToDataUrl } from './blob-to-data-url.ts';

const MAX_SECONDS = 40;
const FORMATS = ['audio/webm', 'audio/mp4', 'audio/wav'];

type State = 'idle' | 'recording' | 'recorded' | 'transcribing';
type Permission = 'unknown' | 'granted' | 'denied';

function pickFormat(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return FORMATS.find((f) => MediaRecorder.isTypeSupported?.(f));
}

/** Say it instead of typing: up to 40 seconds, played back, then turned into text for the customer to check. */
export function VoiceRecorder({ token, available, onText }: { token: string; available: boolean; onText: (text: string) => void }) {
  const { t } = useT();
  const [state, setState] = useState<State>('idle');
  const [permission, setPermission] = useState<Permission>('unknown');
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<Blob | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const busyId = useId();

  useEffect(() => () => window.clearInterval(timer.current), []);

  if (!available) {
    return (
      <Card className="p-4" data-testid="voice-card">
        <p className="flex items-center gap-2 font-medium text-stone-900">
          <Mic className="h-4 w-4 text-stone-400" aria-hidden /> {t('voice.heading')}
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('voice.unavailable')}</p>
      </Card>
    );
  }

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return toast({ title: t('voice.unsupported'), variant: 'destructive' });
    const format = pickFormat();
    if (typeof MediaRecorder === 'undefined') return toast({ title: t('voice.unsupported'), variant: 'destructive' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      setPermission('granted');
    } catch (error) {
      const name = (error as DOMException).name;
      setPermission('denied');
      if (name === 'NotFoundError') return toast({ title: t('voice.noMic'), variant: 'destructive' });
      return toast({ title: t('voice.denied'), variant: 'destructive' });
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, format ? { mimeType: format } : undefined);
    media.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    media.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      recording.current = new Blob(chunks, { type: media.mimeType || format || 'audio/webm' });
      setState('recorded');
    };
    media.onerror = () => toast({ title: t('voice.failed'), variant: 'destructive' });
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setState('recording');
    timer.current = window.setInterval(() => {
      setSeconds((s) => {
        if (s + 1 >= MAX_SECONDS) stop();
        return Math.min(MAX_SECONDS, s + 1);
      });
    }, 1000);
  };

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const play = () => {
    if (!recording.current) return;
    const audio = new Audio(URL.createObjectURL(recording.current));
    audio.play().catch(() => toast({ title: t('voice.playFailed'), variant: 'destructive' }));
  };

  const transcribe = async () => {
    if (!recording.current) return toast({ title: t('voice.none.title'), description: t('voice.none.text'), variant: 'destructive' });
    setState('transcribing');
    try {
      const audioUrl = await blobToDataUrl(recording.current);
      const { transcription } = await customerClient.transcribe(token, audioUrl);
      if (!transcription.trim()) toast({ title: t('voice.transcribeFailed'), description: t('voice.noSpeech'), variant: 'destructive' });
      else {
        onText(transcription.trim());
        recording.current = null;
        setState('idle');
        return;
      }
    } catch (error) {
      toast({
        title: t('voice.transcribeFailed'),
        description: (error as Error).message || t('voice.transcribeFailedDetail'),
        variant: 'destructive',
      });
    }
    setState('recorded');
  };

  // Play and Delete wait while the recording is turned into text; the third button's label says so.
  const waiting = state === 'transcribing' ? busyId : undefined;
  return (
    <Card className="p-4" data-testid="voice-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 font-medium text-stone-900">
            <Mic className="h-4 w-4 text-brand-700" aria-hidden /> {t('voice.sayIt')}{' '}
            <span className="text-sm font-normal text-stone-500">{t('voice.limit', { seconds: MAX_SECONDS })}</span>
          </p>
          <p className="text-xs text-stone-500">{t('voice.hint')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state === 'idle' ? (
            <Button variant="outline" size="sm" className="min-h-11" icon={<Mic className="h-4 w-4" />} onClick={() => void start()}>
              {permission === 'denied' ? t('voice.tryAgain') : t('voice.record')}
            </Button>
          ) : null}
          {state === 'recording' ? (
            <Button variant="destructive" size="sm" className="min-h-11" icon={<Square className="h-4 w-4" />} onClick={stop}>
              {t('voice.stop', { left: MAX_SECONDS - seconds })}
            </Button>
          ) : null}
          {state === 'recorded' || state === 'transcribing' ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                icon={<Play className="h-4 w-4" />}
                onClick={play}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
              >
                {t('voice.play')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                icon={<Trash2 className="h-4 w-4" />}
                onClick={() => ((recording.current = null), setState('idle'))}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
              >
                {t('voice.delete')}
              </Button>
              <Button
                size="sm"
                className="min-h-11"
                icon={state === 'transcribing' ? <Spinner className="h-4 w-4" /> : <Wand2 className="h-4 w-4" />}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
                onClick={() => void transcribe()}
              >
                <span id={busyId}>{state === 'transcribing' ? t('voice.transcribing') : t('voice.add')}</span>
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {permission === 'denied' ? <p className="mt-2 text-sm text-red-700">{t('voice.allow')}</p> : null}
    </Card>
  );
}
