import { Fragment, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  Field,
  FormError,
  Input,
  KoreroLogo as Logo,
  Notice,
  SiteFooter as Footer,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  homeFor,
  useCurrentUser,
  useShell,
  useShellLinks,
  type ShellLink,
  type CurrentUser,
  KoreroMark,
} from '@korero/web-kit';
import { useAuthActions, type LoginInput, type TwoFactorRequired } from '../auth/use-auth.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import { LoadingFrame } from '../app/guards.tsx';

// Plain react-hook-form rules (no zod here): these two forms are on the first page most visitors load.
const required = (message: string) => ({ validate: (v: string) => v.trim().length > 0 || message });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const SELLING_POINTS = [
  'Send a review link by text, email or QR code after every job',
  'Customers tap stars and tick what went well: Korero drafts the words',
  'They check it, edit it, and post it on Google themselves',
  'Unhappy? They can tell you privately, and you can put it right',
];

export function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const { enabled } = useShell();
  if (isLoading) return <LoadingFrame />;
  if (user) return <Navigate to={homeFor(user.role, enabled)} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <div className="grid flex-1 lg:grid-cols-2">
        <section className="flex flex-col justify-center bg-brand-800 px-6 py-10 text-white sm:px-12 lg:py-16">
          <div className="mx-auto w-full max-w-lg">
            <div className="mb-8 flex items-center gap-2 text-xl font-bold">
              <KoreroMark className="h-9 w-9 rounded-lg ring-1 ring-white/20" />
              Korero
            </div>
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl">
              Turn customer feedback into polished reviews, with a little help from AI.
            </h1>
            <p className="mt-4 text-brand-100">Built in Aotearoa for plumbers, builders, sparkies, cleaners and every trade in between.</p>
            <ul className="mt-8 hidden flex-col gap-3 sm:flex">
              {SELLING_POINTS.map((point) => (
                <li key={point} className="flex gap-3 text-brand-50">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-kowhai-400" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="flex items-start justify-center px-4 py-10 sm:px-8 lg:items-center">
          <div className="w-full max-w-md">
            <div className="mb-6 lg:hidden">
              <Logo to="/auth" />
            </div>
            <Card>
              <CardContent className="pt-6 sm:pt-6">
                <Tabs defaultValue="signin">
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="signin">Sign In</TabsTrigger>
                    <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="signin">
                    <SignInForm />
                  </TabsContent>
                  <TabsContent value="signup">
                    <SignUpForm />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          </div>
        </section>
      </div>
      <Footer />
    </div>
  );
}

function SignInForm() {
  const { login, settle } = useAuthActions();
  const { enabled } = useShell();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ defaultValues: { username: '', password: '' } });
  const [secondStep, setSecondStep] = useState<TwoFactorRequired | null>(null);
  // A technician lands on their own page (the one the modules give technicians), not the dashboard (issue 36).
  const arrive = (user: CurrentUser) => navigate(homeFor(user.role, enabled));
  const submit = form.handleSubmit((values) =>
    login.mutate(
      { ...values, username: values.username.trim() },
      { onSuccess: (answer) => ('id' in answer ? arrive(answer) : setSecondStep(answer)) },
    ),
  );
  const errors = form.formState.errors;
  if (secondStep) {
    return (
      <SecondStepForm
        methods={secondStep.methods}
        onDone={(user) => {
          settle(user);
          arrive(user);
        }}
        onBack={() => {
          setSecondStep(null);
          form.setValue('password', '');
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Sign in">
      <Field label="Username" error={errors.username?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="username"
            {...form.register('username', required('Username is required'))}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="current-password"
            {...form.register('password', required('Password is required'))}
          />
        )}
      </Field>
      <FormError message={login.error?.message} />
      <Button type="submit" size="lg" loading={login.isPending}>
        Sign In
      </Button>
      <Link to="/forgot-password" className="text-center text-sm font-medium text-brand-700 hover:underline">
        Forgot your password?
      </Link>
    </form>
  );
}

function SignUpForm() {
  const { register } = useAuthActions();
  const navigate = useNavigate();
  // Where a new account goes first is a module's choice (auth.afterSignUp); the dashboard otherwise.
  const afterSignUp = useShellLinks('auth.afterSignUp')[0]?.to ?? '/';
  const agreements = useShellLinks('auth.agreements');
  const form = useForm<RegisterValues>({ defaultValues: { username: '', email: '', password: '', confirmPassword: '' } });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  const mismatch = confirm.length > 0 && password !== confirm;
  const errors = form.formState.errors;
  const [pending, setPending] = useState<string | null>(null);
  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    if (values.password !== _confirm) return;
    register.mutate(
      { ...values, username: values.username.trim(), email: values.email.trim() },
      { onSuccess: (answer) => ('id' in answer ? navigate(afterSignUp) : setPending(answer.message)) },
    );
  });
  if (pending) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <Notice tone="info">{pending}</Notice>
        <p className="text-sm text-stone-600">
          Already have an account? Use the Sign In tab, or{' '}
          <Link to="/forgot-password" className="font-medium text-brand-700 underline">
            reset your password
          </Link>
          .
        </p>
        <Button type="button" variant="outline" onClick={() => setPending(null)}>
          Back to sign-up
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Sign up">
      <Field label="Username" error={errors.username?.message} hint="Letters, numbers, dots, dashes and underscores.">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="username"
            {...form.register('username', required('Username is required'))}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="email"
            {...form.register('email', {
              validate: (v) => (v.trim() ? EMAIL.test(v.trim()) || 'Enter a valid email address' : 'Email is required'),
            })}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} hint="At least 8 characters.">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="new-password"
            {...form.register('password', { validate: (v) => (v ? v.length >= 8 || 'Use at least 8 characters' : 'Password is required') })}
          />
        )}
      </Field>
      <Field label="Confirm password" error={mismatch ? 'Passwords do not match' : errors.confirmPassword?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="new-password"
            {...form.register('confirmPassword', required('Confirm your password'))}
          />
        )}
      </Field>
      <FormError message={register.error?.message} />
      <Button type="submit" size="lg" loading={register.isPending} disabled={mismatch}>
        Create Account
      </Button>
      <Agreements links={agreements} />
    </form>
  );
}

/** "By creating an account you agree to the A, B and C.": the documents modules list (auth.agreements), if any. */
function Agreements({ links }: { links: ShellLink[] }) {
  if (links.length === 0) return null;
  return (
    <p className="text-center text-xs text-stone-500">
      By creating an account you agree to the{' '}
      {links.map((link, i) => (
        <Fragment key={link.to}>
          {i === 0 ? null : i === links.length - 1 ? ' and ' : ', '}
          <Link to={link.to} className="underline">
            {link.label}
          </Link>
        </Fragment>
      ))}
      .
    </p>
  );
}
