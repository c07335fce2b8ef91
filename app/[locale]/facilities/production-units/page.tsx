import { simplePage } from '@/components/page/simple-page';
import { ComingSoon } from '@/components/page/coming-soon';

const page = simplePage('facilitiesProductionUnits', ComingSoon);
export const generateMetadata = page.generateMetadata;
export default page.Page;
