import { type LearningCatalogueResponse, TIMINGS } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** GET learning-center/catalogue: the videos of the three libraries. */
export const fetchLearningCatalogue = () => api.get<LearningCatalogueResponse>('learning-center/catalogue');

/** The catalogue, kept 60 minutes (002 §9: video entries expire after 60 minutes, not 30). */
export function useLearningCatalogue() {
  return useQuery({
    queryKey: queryKeys.learningCatalogue,
    queryFn: fetchLearningCatalogue,
    select: (data) => data.videos,
    staleTime: TIMINGS.videoCacheExpiryMs,
    gcTime: TIMINGS.videoCacheExpiryMs,
  });
}
