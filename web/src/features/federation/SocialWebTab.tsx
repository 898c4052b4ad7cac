// The social web desk: the handle to share, the profile followers see, every edition's actor (its
// handle, followers and latest deliveries), follows waiting for approval, followers, the servers
// they are on (with delivery health) and domain blocks. Everything here is
// staff-only in graph; the follower list is never on a public surface.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { PublicationFormat } from '../../lib/dates';
import {
  BlockSocialWebDomainDocument,
  DecideSocialWebFollowsDocument,
  SocialWebDeskDocument,
  UnblockSocialWebDomainDocument,
  UpdateSocialWebProfileDocument,
  type SocialWebDeskQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatShortDate } from '../../lib/dates';
import { useAdminAction } from '../../back-office/use-admin-action';
import { usePublicationFormat } from '../../lib/publication-format';
import { EditionActors } from './EditionActors';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type Desk = SocialWebDeskQuery;
type Run = ReturnType<typeof useAdminAction>;

export function SocialWebTab() {
  const run = useAdminAction();
  const { data, error, refetch } = useQuery(SocialWebDeskDocument, { fetchPolicy: 'cache-and-network', pollInterval: 10_000 });
  const [decide] = useMutation(DecideSocialWebFollowsDocument);
  const format = usePublicationFormat();
  const decideOne = (id: number, approve: boolean) =>
    void run(() => decide({ variables: { ids: [id], approve } }).then(() => refetch()), {
      failure: 'Failed to decide the follow',
      success: approve ? 'Follow approved' : 'Follow refused',
    });
  const reload = async () => {
    await refetch();
  };
  const editionOf = followedEdition(data?.socialWebActors);

  return (
    <Stack spacing={3}>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <Section title="Profile">{data?.socialWeb ? <ProfileForm profile={data.socialWeb} run={run} /> : null}</Section>
      {data || !error ? (
        <Section title="Editions">
          <EditionActors actors={data?.socialWebActors} format={format} />
        </Section>
      ) : null}
      {data && data.pending.totalCount > 0 ? (
        <PendingFollows pending={data.pending} format={format} editionOf={editionOf} onDecide={decideOne} />
      ) : null}
      <Followers accepted={data?.accepted} format={format} editionOf={editionOf} />
      <Servers instances={data?.socialWebInstances.instances ?? []} format={format} />
      <BlockedDomains blocks={data?.socialWebDomainBlocks ?? []} run={run} onChanged={reload} />
    </Stack>
  );
}

/** The profile followers see, and whether follows wait for approval. */
function ProfileForm({ profile, run }: { profile: NonNullable<Desk['socialWeb']>; run: Run }) {
  const [saveProfile, saving] = useMutation(UpdateSocialWebProfileDocument);
  const [displayName, setDisplayName] = useState('');
  const [summary, setSummary] = useState('');
  useEffect(() => {
    setDisplayName(profile.displayName);
    setSummary(profile.summary);
  }, [profile.displayName, profile.summary]);

  const submitProfile = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveProfile({ variables: { input: { displayName, summary } } }), {
      failure: 'Failed to save the profile',
      success: 'Profile saved',
    });
  };
  const setApproval = (manualApproval: boolean) =>
    void run(() => saveProfile({ variables: { input: { manualApproval } } }), {
      failure: 'Failed to change the setting',
      success: manualApproval ? 'New follows wait for approval' : 'New follows are accepted at once',
    });
  return (
    <Stack spacing={1.5} component="form" onSubmit={submitProfile}>
      <Typography>
        Follow from Mastodon and other servers: <strong>{profile.handle}</strong> · {profile.followers} followers
      </Typography>
      <TextField label="Name" size="small" value={displayName} onChange={(e) => setDisplayName(e.target.value)} required />
      <TextField
        label="Summary"
        size="small"
        multiline
        minRows={2}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={saving.loading || !displayName.trim()}>
          Save profile
        </Button>
        <FormControlLabel
          label="Approve follows by hand"
          control={<Switch checked={profile.manualApproval} onChange={(e) => setApproval(e.target.checked)} />}
        />
      </Stack>
    </Stack>
  );
}

/**
 * The edition whose actor a follower follows, named for the queue and the followers list; null with a
 * single edition, where the column would say the same on every row.
 */
type EditionOf = ((actor: string) => string) | null;

function followedEdition(actors: Desk['socialWebActors'] | undefined): EditionOf {
  if (!actors || actors.length < 2) return null;
  const names = new Map(actors.map((a) => [a.identifier, a.editionName]));
  return (actor) => names.get(actor) ?? actor;
}

function PendingFollows({
  pending,
  format,
  editionOf,
  onDecide,
}: {
  pending: Desk['pending'];
  format: PublicationFormat;
  editionOf: EditionOf;
  onDecide: (id: number, approve: boolean) => void;
}) {
  return (
    <Section title={`Waiting for approval (${pending.totalCount})`}>
      <Table size="small" aria-label="Follows waiting for approval">
        <TableBody>
          {pending.followers.map((f) => (
            <TableRow key={f.id}>
              <TableCell>{f.handle}</TableCell>
              <TableCell>{f.name}</TableCell>
              {editionOf ? <TableCell>{editionOf(f.actor)}</TableCell> : null}
              <TableCell>{formatShortDate(f.createdAt, format)}</TableCell>
              <TableCell align="right">
                <Button onClick={() => onDecide(f.id, true)}>Approve</Button>
                <Button color="error" onClick={() => onDecide(f.id, false)}>
                  Refuse
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

function Followers({
  accepted,
  format,
  editionOf,
}: {
  accepted: Desk['accepted'] | undefined;
  format: PublicationFormat;
  editionOf: EditionOf;
}) {
  return (
    <Section title={`Followers (${accepted?.totalCount ?? 0})`}>
      <Table size="small" aria-label="Followers">
        <TableHead>
          <TableRow>
            <TableCell>Account</TableCell>
            <TableCell>Name</TableCell>
            {editionOf ? <TableCell>Edition</TableCell> : null}
            <TableCell>Since</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(accepted?.followers ?? []).map((f) => (
            <TableRow key={f.id}>
              <TableCell>{f.handle}</TableCell>
              <TableCell>{f.name}</TableCell>
              {editionOf ? <TableCell>{editionOf(f.actor)}</TableCell> : null}
              <TableCell>{formatShortDate(f.acceptedAt, format)}</TableCell>
            </TableRow>
          ))}
          {accepted && accepted.totalCount === 0 ? (
            <TableRow>
              <TableCell colSpan={editionOf ? 4 : 3}>No followers yet.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Section>
  );
}

/** The servers followers are on, with delivery health. */
function Servers({ instances, format }: { instances: Desk['socialWebInstances']['instances']; format: PublicationFormat }) {
  return (
    <Section title="Servers">
      <Table size="small" aria-label="Servers">
        <TableHead>
          <TableRow>
            <TableCell>Server</TableCell>
            <TableCell align="right">Followers</TableCell>
            <TableCell>Deliveries</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((i) => (
            <TableRow key={i.host}>
              <TableCell>
                {i.host} {i.blocked ? <Chip size="small" color="error" label="blocked" /> : null}
              </TableCell>
              <TableCell align="right">{i.followers}</TableCell>
              <TableCell>
                {i.failures === 0
                  ? `delivered ${formatShortDate(i.lastDeliveredAt, format)}`
                  : `${i.failures} failed in a row${i.skipUntil ? `, paused until ${formatShortDate(i.skipUntil, format)}` : ''}: ${i.lastError ?? ''}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** Domain blocks: add one (its followers and comments go), or lift one. */
function BlockedDomains({
  blocks,
  run,
  onChanged,
}: {
  blocks: Desk['socialWebDomainBlocks'];
  run: Run;
  onChanged: () => Promise<void>;
}) {
  const [block, blocking] = useMutation(BlockSocialWebDomainDocument);
  const [unblock] = useMutation(UnblockSocialWebDomainDocument);
  const [domain, setDomain] = useState('');
  const [reason, setReason] = useState('');
  const submitBlock = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        block({ variables: { domain: domain.trim(), reason: reason.trim() || null } }).then(() => {
          setDomain('');
          setReason('');
          return onChanged();
        }),
      { failure: 'Failed to block the domain', success: 'Domain blocked: its followers and comments are gone' },
    );
  };
  return (
    <Section title="Blocked domains">
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="form" onSubmit={submitBlock}>
          <TextField
            label="Domain"
            placeholder="spam.example"
            size="small"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            required
          />
          <TextField label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="contained" color="error" disabled={blocking.loading || !domain.trim()}>
            Block domain
          </Button>
        </Stack>
        <Table size="small" aria-label="Blocked domains">
          <TableBody>
            {blocks.map((b) => (
              <TableRow key={b.domain}>
                <TableCell>{b.domain}</TableCell>
                <TableCell>{b.reason}</TableCell>
                <TableCell align="right">
                  <Button
                    onClick={() =>
                      void run(() => unblock({ variables: { domain: b.domain } }).then(() => onChanged()), {
                        failure: 'Failed to lift the block',
                        success: 'Block lifted',
                      })
                    }
                  >
                    Unblock
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Section>
  );
}
