import { LearningLibraries, type LearningLibrary, type LearningVideo } from '@eos/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  CloseButton,
  EmptyState,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty, IconSchool, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { MarkdownText } from '../../../components/MarkdownText';
import { PageHeader } from '../../../components/PageHeader';
import { useLearningCatalogue } from '../api';
import { isGuideKey } from '../guideKeys';
import { GUIDES } from '../guides';
import { CardGrid, CardGridSkeleton, GuideCard, VideoCard } from '../LearningCards';
import { ShowVideoPopup } from '../ShowVideoPopup';
import { searchLearning } from '../search';

type Section = LearningLibrary | 'guides';
const SECTIONS: readonly Section[] = [...LearningLibraries, 'guides'];
const LABELS: Record<Section, string> = {
  'eos-one': 'LEARNING_EOS_ONE',
  toolbox: 'LEARNING_TOOLBOX',
  'traction-library': 'LEARNING_TRACTION_LIBRARY',
  guides: 'LEARNING_GUIDES',
};

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4" mb="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}

/**
 * The learning centre (000 §2): the three video libraries at /learning-center/{library}/{video?}, the
 * written guides at /learning-center/guides/{guide?}, one search over both (?q=, in the address so a
 * search survives opening a video and going back). A video's address opens ShowVideoPopup over its
 * library; closing it returns to the library.
 */
export default function LearningCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { anchorVideoKey, guideKey } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = query ? `?q=${encodeURIComponent(query)}` : '';
  const section = SECTIONS.find((s) => location.pathname.startsWith(`/learning-center/${s}`)) ?? 'eos-one';
  const catalogue = useLearningCatalogue();
  const videos = catalogue.data;
  const found = useMemo(() => searchLearning(query, videos ?? [], GUIDES), [query, videos]);
  const video = anchorVideoKey ? videos?.find((v) => v.id === anchorVideoKey) : undefined;
  const guide = section === 'guides' && isGuideKey(guideKey) ? GUIDES.find((g) => g.key === guideKey) : undefined;

  useEffect(() => {
    document.title = guide ? guide.title : t('LEARNING_CENTER_TITLE');
  }, [guide, t]);

  const closeVideo = () => {
    // Opened from a card here: back to where the list was. Opened from a link: its library, in place.
    if ((location.state as { openedFromList?: boolean } | null)?.openedFromList) navigate(-1);
    else navigate(`/learning-center/${section}${search}`, { replace: true });
  };
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  const videoGrid = (list: LearningVideo[], label: string) => (
    <CardGrid label={label}>
      {list.map((v) => (
        <VideoCard key={v.id} video={v} search={search} />
      ))}
    </CardGrid>
  );
  const loadFailed = (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('LEARNING_VIDEOS_LOAD_FAILED')}
      </Text>
      <Button size="xs" variant="light" onClick={() => void catalogue.refetch()}>
        {t('LEARNING_TRY_AGAIN')}
      </Button>
    </Stack>
  );

  let content: ReactNode;
  if (query.trim()) {
    const noVideos = found.videos.length === 0;
    content = (
      <Stack gap="lg">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('LEARNING_SEARCH_RESULTS', { 0: query })}
        </Title>
        {catalogue.isPending && <CardGridSkeleton />}
        {catalogue.isError && loadFailed}
        {!noVideos && (
          <section>
            <SectionHeading>{t('LEARNING_VIDEOS')}</SectionHeading>
            {videoGrid(found.videos, t('LEARNING_VIDEOS'))}
          </section>
        )}
        {found.guides.length > 0 && (
          <section>
            <SectionHeading>{t('LEARNING_GUIDES')}</SectionHeading>
            <CardGrid label={t('LEARNING_GUIDES')}>
              {found.guides.map((g) => (
                <GuideCard key={g.key} guide={g} />
              ))}
            </CardGrid>
          </section>
        )}
        {noVideos && found.guides.length === 0 && !catalogue.isPending && (
          <EmptyState
            variant="light"
            icon={<IconMoodEmpty size={28} />}
            title={t('LEARNING_SEARCH_EMPTY', { 0: query })}
            description={t('LEARNING_SEARCH_EMPTY_HINT')}
            py="xl"
          >
            <EmptyState.Actions>
              <Button variant="light" onClick={() => setQuery('')}>
                {t('LEARNING_SEARCH_CLEAR')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        )}
      </Stack>
    );
  } else if (section === 'guides') {
    content = guide ? (
      <Stack gap="sm">
        <Anchor component={Link} to="/learning-center/guides" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('LEARNING_GUIDE_ALL')}
        </Anchor>
        <Card withBorder padding="lg" maw={820} component="article">
          <MarkdownText markdown={guide.markdown} />
        </Card>
      </Stack>
    ) : (
      <Stack gap="md">
        {guideKey && (
          <Alert color="yellow" title={t('LEARNING_GUIDE_NOT_FOUND')}>
            {t('LEARNING_GUIDE_NOT_FOUND_HINT')}
          </Alert>
        )}
        <CardGrid label={t('LEARNING_GUIDES')}>
          {GUIDES.map((g) => (
            <GuideCard key={g.key} guide={g} />
          ))}
        </CardGrid>
      </Stack>
    );
  } else if (catalogue.isPending) content = <CardGridSkeleton />;
  else if (catalogue.isError) content = loadFailed;
  else {
    const inLibrary = catalogue.data.filter((v) => v.library === section);
    content =
      inLibrary.length > 0 ? (
        videoGrid(inLibrary, t(LABELS[section]))
      ) : (
        <EmptyState
          variant="light"
          icon={<IconSchool size={28} />}
          title={t('NO_VIDEOS')}
          description={t('NO_VIDEOS_HINT')}
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/learning-center/guides" variant="light">
              {t('LEARNING_OPEN_GUIDES')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
  }

  return (
    <>
      <PageHeader title={t('LEARNING_CENTER_TITLE')} />
      <TextInput
        type="search"
        aria-label={t('LEARNING_SEARCH')}
        placeholder={t('LEARNING_SEARCH_PLACEHOLDER')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query ? <CloseButton size="sm" aria-label={t('LEARNING_SEARCH_CLEAR')} onClick={() => setQuery('')} /> : null
        }
        maw={560}
        mb="md"
      />
      <Tabs value={section} onChange={(tab) => tab && navigate(`/learning-center/${tab}`)}>
        <Tabs.List aria-label={t('LEARNING_LIBRARIES')}>
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(LABELS[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel per tab (each tab names its panel); only the current one has content. */}
        {SECTIONS.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {s === section && (
              <>
                {anchorVideoKey && catalogue.isSuccess && !video && (
                  <Alert color="yellow" title={t('LEARNING_VIDEO_NOT_FOUND')} mb="md">
                    {t('LEARNING_VIDEO_NOT_FOUND_HINT')}
                  </Alert>
                )}
                {content}
              </>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {video && <ShowVideoPopup video={video} onClose={closeVideo} />}
    </>
  );
}
