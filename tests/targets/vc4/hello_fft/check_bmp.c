/* Checks hello_fft_2d.bmp. hello_fft_2d puts 60 at (2, 2) and (N-2, N-2) of
 * a 512 x 512 array and runs inverse FFTs over rows and columns, so every
 * output sample is 60 e^(2 pi i 2(x+y)/N) + 60 e^(-2 pi i 2(x+y)/N)
 * = 120 cos(4 pi (x+y) / N) (real), and it writes fputc(128 + re) three
 * times per pixel (blue, green, red), rows bottom-up: diagonal stripes.
 * The float-to-int conversion truncates, so a byte may be one off where the
 * value is within rounding of an integer. */
#include <math.h>
#include <stdio.h>

enum { kN = 512, kHeader = 14 + 40 };

static unsigned little(const unsigned char* p, int bytes) {
  unsigned value = 0;
  for (int i = bytes - 1; i >= 0; --i) value = value << 8 | p[i];
  return value;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  FILE* file = fopen(argv[1], "rb");
  if (!file) {
    printf("FAIL: %s was not written\n", argv[1]);
    return 1;
  }
  static unsigned char bytes[kHeader + kN * kN * 3 + 1];
  size_t size = fread(bytes, 1, sizeof bytes, file);
  fclose(file);
  int failures = 0;
#define EXPECT(what, got, want)                                                    \
  if ((got) != (want)) {                                                           \
    printf("FAIL %s: %ld, expected %ld\n", what, (long)(got), (long)(want));       \
    ++failures;                                                                    \
  }
  EXPECT("file size", size, kHeader + kN * kN * 3);
  if (size < kHeader) return 1;
  EXPECT("'BM'", little(bytes, 2), 0x4D42);
  EXPECT("bfOffBits", little(bytes + 10, 4), kHeader);
  EXPECT("biSize", little(bytes + 14, 4), 40);
  EXPECT("biWidth", little(bytes + 18, 4), kN);
  EXPECT("biHeight", little(bytes + 22, 4), kN);
  EXPECT("biPlanes", little(bytes + 26, 2), 1);
  EXPECT("biBitCount", little(bytes + 28, 2), 24);
  EXPECT("biCompression", little(bytes + 30, 4), 0);
  if (failures) return 1;
  long bad = 0, total = 0;
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) {
      double value = 128 + 120 * cos(4 * M_PI * (x + y) / kN);
      int want = (int)value;
      for (int c = 0; c < 3; ++c) {
        int got = bytes[kHeader + 3 * (y * kN + x) + c];
        ++total;
        int ok = got == want;
        double nearest = round(value);
        if (!ok && fabs(value - nearest) < 1e-3) ok = got == (int)nearest || got == (int)nearest - 1;
        if (!ok) {
          if (bad++ < 5) printf("FAIL pixel (%d, %d) byte %d: %d, expected %d\n", x, y, c, got, want);
        }
      }
    }
  if (bad) {
    printf("FAIL: %ld of %ld bytes differ from 128 + 120 cos(4 pi (x + y) / 512)\n", bad, total);
    return 1;
  }
  printf("hello_fft_2d.bmp: 512 x 512 24-bit BMP, every byte is 128 + 120 cos(4 pi (x + y) / 512)\n");
  return 0;
}
