import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@korero/web-kit';
import { DryRun } from './DryRun.tsx';
import { Feed } from './Feed.tsx';
import { PeopleMatches } from './PeopleMatches.tsx';

/** Settings → Job system activity: what each connection did, the dry run before switching on, and who did the job. */
export default function ActivityCard() {
  return (
    <Card data-testid="job-activity-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5 text-brand-700" aria-hidden /> Job system activity
        </CardTitle>
        <CardDescription>Every job your systems told Korero of: asked, waiting for its time, or not asked and why.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="feed">
          <TabsList aria-label="Job system activity">
            <TabsTrigger value="feed">What happened</TabsTrigger>
            <TabsTrigger value="dry-run">Dry run</TabsTrigger>
            <TabsTrigger value="people">Who did the job</TabsTrigger>
          </TabsList>
          <TabsContent value="feed">
            <Feed />
          </TabsContent>
          <TabsContent value="dry-run">
            <DryRun />
          </TabsContent>
          <TabsContent value="people">
            <PeopleMatches />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
