/**
 * The contract between the server and the page loaders: what loaders and
 * actions receive as React Router's load context. It lives in domain so that
 * neither side imports the other; the server builds it, the app reads it.
 */
import type {
  ApiBlog,
  ApiBlogSummary,
  ApiDestination,
  ApiDestinationSummary,
  ApiGalleryImage,
  ApiPackage,
  ApiPackageSummary,
  ApiService,
  ApiSliderImage,
  ApiTravelType,
  SearchMetadata,
} from "./api-types.ts";
import type { FieldErrors } from "./inquiry.ts";

export interface PackageListFilters {
  is_deal?: boolean;
  is_standout?: boolean;
  service_id?: number;
  travel_type?: string;
  destination?: string;
}

export interface PackageSearchFilters {
  destinations?: string;
  travel_type?: string;
  start_date?: string;
  end_date?: string;
  residency?: string;
  service_id?: number;
  destination?: number;
  is_deal?: boolean;
  is_standout?: boolean;
}

export interface CatalogueReader {
  version(): Promise<string>;
  services(): Promise<ApiService[]>;
  packages(filters?: PackageListFilters): Promise<ApiPackageSummary[]>;
  package(id: number): Promise<ApiPackage | undefined>;
  destinations(): Promise<ApiDestinationSummary[]>;
  destination(id: number): Promise<ApiDestination | undefined>;
  blogs(ordering?: "-created_at" | "created_at" | "title" | "-title"): Promise<ApiBlogSummary[]>;
  blog(slug: string): Promise<ApiBlog | undefined>;
  gallery(): Promise<ApiGalleryImage[]>;
  sliderImages(pageSet: string): Promise<ApiSliderImage[]>;
  travelTypes(): Promise<ApiTravelType[]>;
  searchPackages(filters: PackageSearchFilters): Promise<{ results: ApiPackageSummary[]; metadata: SearchMetadata }>;
}

export type SubmitInquiryResult = { ok: true } | { ok: false; status: number; errors: FieldErrors };

export interface SiteContext {
  catalogue: CatalogueReader;
  /** Stores an inquiry exactly as POST /api/v1/inquiries/ does (used by the no-JavaScript form). */
  submitInquiry(input: unknown): Promise<SubmitInquiryResult>;
  /** Public origin for canonical URLs and preview tags, e.g. https://twigahorizons.example */
  origin: string;
}

