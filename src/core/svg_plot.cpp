// Linear axes run from zero to a round number above the largest value, five
// ticks each (or up to a multiple of a power of two, for counts); a log2 x
// axis spans the powers of two around the points, a tick at each (every
// second or fourth one when there are many). Each series has a colour, a
// hollow marker shape and a dash pattern of its own: a series drawn exactly
// over another leaves the other's markers and the gaps of its own dashes, so
// both show, and the legend names the series it covers.
#include "core/svg_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace gpuasm {
namespace {

constexpr const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                    "#9467bd", "#8c564b", "#e377c2", "#17becf"};
// SVG stroke-dasharray values; the first series is solid.
constexpr const char* kDashes[] = {"", "7 4", "2 3", "10 3 2 3", "4 4", "1 3", "12 4", "6 2 2 2"};
enum class Marker { Circle, Square, TriangleUp, Diamond, TriangleDown, Plus, Cross };
constexpr Marker kMarkers[] = {Marker::Circle,  Marker::Square,       Marker::TriangleUp,
                               Marker::Diamond, Marker::TriangleDown, Marker::Plus,
                               Marker::Cross};

// One marker, 8 px across, drawn in the enclosing group's stroke.
std::string marker(Marker shape, double x, double y) {
  const double r = 4;
  switch (shape) {
    case Marker::Circle:
      return fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3.5\"/>", x, y);
    case Marker::Square:
      return fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"7\" height=\"7\"/>", x - 3.5,
                         y - 3.5);
    case Marker::TriangleUp:
      return fmt::format("<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\"/>", x,
                         y - r, x + r, y + r, x - r, y + r);
    case Marker::Diamond:
      return fmt::format(
          "<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\"/>", x, y - r,
          x + r, y, x, y + r, x - r, y);
    case Marker::TriangleDown:
      return fmt::format("<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\"/>", x,
                         y + r, x + r, y - r, x - r, y - r);
    case Marker::Plus:
      return fmt::format("<path d=\"M{:.1f} {:.1f}H{:.1f}M{:.1f} {:.1f}V{:.1f}\"/>", x - r, y,
                         x + r, x, y - r, y + r);
    case Marker::Cross:
      return fmt::format("<path d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}M{:.1f} {:.1f}L{:.1f} {:.1f}\"/>",
                         x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r);
  }
  return {};
}

std::string dashAttribute(size_t series) {
  const char* dash = kDashes[series % std::size(kDashes)];
  return *dash ? fmt::format(" stroke-dasharray=\"{}\"", dash) : std::string();
}

// The smallest round number at or above `value` whose fifths are round too.
double roundUp(double value) {
  if (value <= 0) return 1;
  const double power = std::pow(10.0, std::floor(std::log10(value)));
  for (double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
    if (step * power >= value) return step * power;
  return 10 * power;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

std::string tick(double value) {
  if (value != 0 && std::fabs(value) >= 1e6) return fmt::format("{:.3g}", value);
  return fmt::format("{:g}", value);
}

// Where x values land on the plot, as a fraction of its width, and the ticks.
struct XScale {
  std::function<double(double)> fraction;
  std::vector<double> ticks;
};

XScale xScale(const LinePlot& plot) {
  double xMin = 0, xMax = 0;
  bool any = false;
  for (const PlotSeries& s : plot.series)
    for (auto [x, y] : s.points) {
      if (plot.xAxis == PlotXAxis::Log2 && x <= 0) continue;
      xMin = any ? std::min(xMin, x) : x;
      xMax = any ? std::max(xMax, x) : x;
      any = true;
    }
  XScale scale;
  if (plot.xAxis == PlotXAxis::LinearPowerOfTwo) {
    // the smallest power of two that splits the range in at most five
    double step = 1;
    while (step * 5 < xMax) step *= 2;
    const double end = std::max(step, std::ceil(xMax / step) * step);
    scale.fraction = [end](double x) { return x / end; };
    for (double x = 0; x <= end; x += step) scale.ticks.push_back(x);
    return scale;
  }
  if (plot.xAxis == PlotXAxis::Linear) {
    xMax = roundUp(xMax);
    scale.fraction = [xMax](double x) { return x / xMax; };
    for (int i = 0; i <= 5; ++i) scale.ticks.push_back(xMax * i / 5);
    return scale;
  }
  const double low = any ? std::floor(std::log2(xMin)) : 0;
  const double high = std::max(low + 1, any ? std::ceil(std::log2(xMax)) : 1);
  scale.fraction = [low, high](double x) { return (std::log2(x) - low) / (high - low); };
  const double step = std::max(1.0, std::ceil((high - low) / 10));
  for (double e = low; e <= high; e += step) scale.ticks.push_back(std::exp2(e));
  return scale;
}

}  // namespace

std::string svgLinePlot(const LinePlot& plot) {
  const double width = 760, height = 480, left = 90, right = 20, top = 40, bottom = 60;
  double yMax = 0;
  for (const PlotSeries& s : plot.series)
    for (auto [x, y] : s.points) yMax = std::max(yMax, y);
  yMax = roundUp(yMax * 1.05);
  const XScale scale = xScale(plot);
  const double plotWidth = width - left - right, plotHeight = height - top - bottom;
  auto px = [&](double x) { return left + plotWidth * scale.fraction(x); };
  auto py = [&](double y) { return top + plotHeight * (1 - y / yMax); };
  auto shown = [&](double x) { return plot.xAxis != PlotXAxis::Log2 || x > 0; };
  auto xTick = [&](double x) { return plot.xTickText ? plot.xTickText(x) : tick(x); };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" "
      "font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
      width, height, width / 2, escaped(plot.title));
  for (double x : scale.ticks)
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\">{4}</text>\n",
        px(x), py(0), py(yMax), py(0) + 16, escaped(xTick(x)));
  for (int i = 0; i <= 5; ++i) {
    const double y = yMax * i / 5;
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{3:.1f}\" y=\"{4:.1f}\" text-anchor=\"end\">{5}</text>\n",
        left, py(y), left + plotWidth, left - 6, py(y) + 4, tick(y));
  }
  svg += fmt::format(
      "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"none\" "
      "stroke=\"black\"/>\n",
      left, top, plotWidth, plotHeight);
  svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                     left + plotWidth / 2, height - 18, escaped(plot.xLabel));
  svg += fmt::format(
      "<text x=\"18\" y=\"{0:.1f}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {0:.1f})\">"
      "{1}</text>\n",
      top + plotHeight / 2, escaped(plot.yLabel));
  // The screen points of each series, for drawing and to find the series
  // that one covers (every point within a pixel of the other's).
  std::vector<std::vector<std::pair<double, double>>> screen(plot.series.size());
  for (size_t i = 0; i < plot.series.size(); ++i)
    for (auto [x, y] : plot.series[i].points)
      if (shown(x)) screen[i].emplace_back(px(x), py(y));
  // How many points of `top` lie within a pixel of the same point of `under`
  // (0 unless the two have as many points).
  auto sharedPoints = [&](size_t top, size_t under) {
    size_t shared = 0;
    if (screen[top].size() != screen[under].size()) return shared;
    for (size_t k = 0; k < screen[top].size(); ++k)
      if (std::fabs(screen[top][k].first - screen[under][k].first) <= 1 &&
          std::fabs(screen[top][k].second - screen[under][k].second) <= 1)
        ++shared;
    return shared;
  };
  for (size_t i = 0; i < plot.series.size(); ++i) {
    const PlotSeries& s = plot.series[i];
    const char* colour = kColours[i % std::size(kColours)];
    const Marker shape = kMarkers[i % std::size(kMarkers)];
    std::string points, markers;
    for (auto [x, y] : screen[i]) {
      points += fmt::format("{:.1f},{:.1f} ", x, y);
      markers += marker(shape, x, y);
    }
    svg += fmt::format(
        "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"{} points=\"{}\"/>\n"
        "<g fill=\"none\" stroke=\"{}\" stroke-width=\"1.2\">{}</g>\n",
        colour, dashAttribute(i), points, colour, markers);
    // the legend names the first series this one hides, wholly or mostly
    std::string label = s.label;
    for (size_t j = 0; j < i; ++j) {
      const size_t shared = sharedPoints(i, j), total = screen[i].size();
      if (shared == 0 || shared * 2 < total || shared < 2) continue;
      label += shared == total
                   ? fmt::format(" (drawn over {}: the same values)", plot.series[j].label)
                   : fmt::format(" (drawn over {} at {} of {} points)", plot.series[j].label,
                                 shared, total);
      break;
    }
    const double legendY = top + 16 + 16 * static_cast<double>(i);
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"{3}\" "
        "stroke-width=\"2\"{4}/>\n<g fill=\"none\" stroke=\"{3}\" stroke-width=\"1.2\">{5}</g>\n"
        "<text x=\"{6:.1f}\" y=\"{7:.1f}\">{8}</text>\n",
        left + 10, legendY, left + 40, colour, dashAttribute(i), marker(shape, left + 25, legendY),
        left + 46, legendY + 4, escaped(label));
  }
  return svg + "</svg>\n";
}

std::string svgLogBarPanel(const LogBarChart& chart) {
  const double width = chart.width, height = chart.height, left = 70, bottom = 60, top = 40;
  const double plotHeight = height - bottom - top;
  // The floor: a decade below the smallest bar (1 at most), so that the
  // smallest bar still has a height; the top: the decade at or above the
  // largest (10^4 at least). Zero and negative values have no place on a
  // log axis: they are counted in a note instead.
  double smallest = 0, largest = 0;
  size_t unshown = 0;
  bool any = false;
  for (const std::vector<double>& row : chart.values)
    for (double v : row) {
      if (std::isnan(v)) continue;
      if (!(v > 0) || std::isinf(v)) {
        ++unshown;
        continue;
      }
      smallest = any ? std::min(smallest, v) : v;
      largest = any ? std::max(largest, v) : v;
      any = true;
    }
  const int floorDecade =
      any ? std::min(0, static_cast<int>(std::ceil(std::log10(smallest))) - 1) : 0;
  const int topDecade =
      std::max({4, floorDecade + 1, any ? static_cast<int>(std::ceil(std::log10(largest))) : 0});
  auto level = [&](double v) {
    return std::clamp((std::log10(v) - floorDecade) / (topDecade - floorDecade), 0.0, 1.0);
  };
  std::string svg = fmt::format("<text x=\"{}\" y=\"24\" font-size=\"15\">{}</text>\n", left,
                                escaped(chart.title));
  for (int decade = floorDecade; decade <= topDecade; ++decade) {
    const double y = top + plotHeight * (1 - level(std::pow(10.0, decade)));
    svg += fmt::format(
        "<line x1=\"{}\" x2=\"{}\" y1=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#ddd\"/><text x=\"{}\" "
        "y=\"{:.1f}\" text-anchor=\"end\">{:g}</text>\n",
        left, width - 10, y, y, left - 6, y + 4, std::pow(10.0, decade));
  }
  std::string note = fmt::format("log scale from {:g} {}, a decade below the smallest bar",
                                 std::pow(10.0, floorDecade), chart.unit);
  if (unshown)
    note +=
        fmt::format("; {} bar{} at 0 {} not drawn", unshown, unshown == 1 ? "" : "s", chart.unit);
  svg += fmt::format(
      "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" font-size=\"11\">{}</text>\n",
      width - 10, top - 6, escaped(note));
  static constexpr const char* kBarColours[] = {"#d62728", "#1f77b4", "#aec7e8",
                                                "#2ca02c", "#ff7f0e", "#9467bd"};
  const double groupWidth =
      (width - left - 10) / static_cast<double>(std::max<size_t>(1, chart.groups.size()));
  const double barWidth =
      groupWidth * 0.8 / static_cast<double>(std::max<size_t>(1, chart.series.size()));
  for (size_t g = 0; g < chart.groups.size(); ++g) {
    const double groupLeft = left + groupWidth * static_cast<double>(g) + groupWidth * 0.1;
    for (size_t n = 0; n < chart.series.size() && n < chart.values.size(); ++n) {
      if (g >= chart.values[n].size()) continue;
      const double v = chart.values[n][g];
      if (!(v > 0) || std::isinf(v)) continue;
      const double barHeight = plotHeight * level(v);
      svg += fmt::format(
          "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
          "fill=\"{}\"><title>{} {}: {:.1f} {}</title></rect>\n",
          groupLeft + barWidth * static_cast<double>(n), top + plotHeight - barHeight, barWidth,
          barHeight, kBarColours[n % std::size(kBarColours)], escaped(chart.series[n]),
          escaped(chart.groups[g]), v, chart.unit);
    }
    svg +=
        fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                    groupLeft + groupWidth * 0.4, top + plotHeight + 18, escaped(chart.groups[g]));
  }
  for (size_t n = 0; n < chart.series.size(); ++n) {
    const double x = left + 280 * static_cast<double>(n % 3);
    const double y = height - 10 + 20 * static_cast<double>(n / 3);
    svg += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"12\" height=\"12\" fill=\"{}\"/><text "
        "x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n",
        x, y - 10, kBarColours[n % std::size(kBarColours)], x + 16, y, escaped(chart.series[n]));
  }
  return svg;
}

}  // namespace gpuasm
